// Assembles a synthetic bank: quiz metadata, N questions from BankAuthor, and the images some stems show.
#include "synthetic_bank.hpp"

#include <fstream>
#include <stdexcept>

#include "bank_author.hpp"
#include "png_image.hpp"
#include "synthetic_text.hpp"

namespace quizpack::bench {
namespace {

constexpr std::size_t kImages = 4;
constexpr std::size_t kImageEvery = 97;  // one stem in this many shows an image

std::string image_path(std::size_t i) { return "media/chart-" + std::to_string(i + 1) + ".png"; }

}  // namespace

std::size_t max_languages() { return language_styles().size(); }

std::vector<std::string> language_tags(std::size_t languages) {
  std::vector<std::string> tags;
  for (std::size_t i = 0; i < languages && i < max_languages(); ++i) tags.push_back(language_styles()[i].tag);
  return tags;
}

SyntheticBank make_bank(const BankSpec& spec) {
  if (spec.questions == 0) throw std::invalid_argument("a bank needs at least one question");
  if (spec.languages == 0 || spec.languages > max_languages())
    throw std::invalid_argument("languages must be from 1 to " + std::to_string(max_languages()));
  BankAuthor author(spec.seed ^ (spec.questions * 0x9E37u) ^ spec.languages, spec.languages);
  SyntheticBank bank;
  bank.id = "synthetic-" + std::to_string(spec.questions) + "-" + std::to_string(spec.languages);

  Json doc;
  doc["$schema"] = "https://quizpack.invalid/schemas/bank/quizpack-bank.schema.json";
  doc["id"] = bank.id;
  doc["version"] = "1.0.0";
  doc["sourceLanguage"] = "en";
  doc["languages"] = author.tags();
  doc["level"] = "medium";
  doc["guide"] = "guides/synthetic";
  doc["passingScore"] = 0.7;
  doc["shuffle"] = Json{{"questions", false}, {"choices", true}};
  doc["title"] =
      author.localized([&](const TextMaker& m) { return m.text(author.random(), 30, Sentence::Phrase, false); });
  doc["description"] =
      author.localized([&](const TextMaker& m) { return m.text(author.random(), 140, Sentence::Statement, true); });
  Json questions = Json::array();
  for (std::size_t i = 0; i < spec.questions; ++i) {
    const std::string image = i % kImageEvery == kImageEvery / 2 ? image_path((i / kImageEvery) % kImages) : "";
    questions.push_back(author.question(i, image));
  }
  doc["questions"] = std::move(questions);
  bank.files.push_back({"quiz.json", doc.dump(2) + "\n"});

  const std::size_t images_used = std::min(kImages, (spec.questions + kImageEvery / 2) / kImageEvery);
  for (std::size_t i = 0; i < images_used; ++i)
    bank.files.push_back({image_path(i), encode_png(bar_chart(160, 96, 5 + static_cast<unsigned>(i), spec.seed + i))});
  return bank;
}

std::filesystem::path write_bank(const SyntheticBank& bank, const std::filesystem::path& folder) {
  for (const auto& f : bank.files) {
    const auto path = folder / f.path;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(f.bytes.data(), static_cast<std::streamsize>(f.bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + path.string());
  }
  return folder / bank.files.front().path;
}

}  // namespace quizpack::bench
