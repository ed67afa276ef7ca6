// Reads a Moodle XML file safely (no DTD, no entities, well-formed UTF-8) and each question in it.
#include "import/moodlexml/moodle_xml_import.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <exception>
#include <thread>

#include "formats/moodle/moodle_names.hpp"
#include "import/ids/imported_sections.hpp"
#include "import/ids/question_ids.hpp"
#include "import/moodlexml/base64_decode.hpp"
#include "import/moodlexml/moodle_xml_context.hpp"
#include "import/moodlexml/moodle_xml_question.hpp"
#include "import/moodlexml/multilang.hpp"
#include "text/utf8.hpp"

namespace quizpack {
namespace {

SourceLocation at_offset(std::string_view text, std::size_t offset, const std::string& file) {
  const TextPosition p = position_of(text, offset);
  return SourceLocation{file, p.line, p.column, ""};
}

// The multilang languages of every text in the file, in order of first appearance.
std::vector<LanguageTag> multilang_languages(const pugi::xml_document& doc) {
  std::vector<LanguageTag> out;
  for (const auto& found : doc.select_nodes("//text")) {
    for (const auto& lang : split_multilang(found.node().text().get()).languages)
      if (std::find(out.begin(), out.end(), lang) == out.end()) out.push_back(lang);
  }
  return out;
}

// The place of `offset` once `text` is parsed in place: the line as `lines` has it; the column counts the
// characters before it on that line, after the parser replaced the entities there.
SourceLocation parsed_at(std::string_view text, const LineIndex& lines, std::size_t offset, const std::string& file) {
  SourceLocation at = lines.where(file, offset);
  const std::size_t line_start = offset - static_cast<std::size_t>(at.column - 1);
  at.column = at_offset(text.substr(line_start), offset - line_start, file).column;
  return at;
}

// `text` parsed in place into `doc`, which then points into it; `lines` indexes `text` as it was given.
bool parsed(std::string& text, const LineIndex& lines, const std::string& file, pugi::xml_document& doc,
            MoodleXmlImport& out) {
  if (const std::size_t bad = first_malformed_utf8(text); bad != std::string_view::npos) {
    out.diagnostics.push_back(error("import-utf8", "the file is not valid UTF-8", at_offset(text, bad, file)));
    return false;
  }
  const auto result =
      doc.load_buffer_inplace(text.data(), text.size(), pugi::parse_default | pugi::parse_doctype, pugi::encoding_utf8);
  if (!result) {
    out.diagnostics.push_back(error("import-xml", std::string("malformed XML: ") + result.description(),
                                    parsed_at(text, lines, static_cast<std::size_t>(result.offset), file)));
    return false;
  }
  for (auto node : doc.children())
    if (node.type() == pugi::node_doctype) {
      out.diagnostics.push_back(error("import-xml", "the file declares a DOCTYPE; quizpack loads no DTD or entity",
                                      parsed_at(text, lines, static_cast<std::size_t>(node.offset_debug()), file)));
      return false;
    }
  if (!doc.child("quiz")) {
    out.diagnostics.push_back(error("import-xml", "the root element is not <quiz>", at_offset(text, 0, file)));
    return false;
  }
  return true;
}

void read_category(pugi::xml_node node, MoodleXmlContext& ctx, MoodleXmlImport& out) {
  if (!out.title.empty() || out.description) return;
  out.title = moodle_category_name(node.child("category").child("text").text().get());
  const auto info = node.child("info");
  if (info && !std::string(info.child("text").text().get()).empty())
    out.description = ctx.text(info, "the category " + out.title);
}

// One question read on its own: the question (or none), its warnings and counts, and its images, unnamed yet.
struct ReadQuestion {
  std::optional<Question> question;
  MoodleXmlImport found;
  std::vector<ProvisionalImage> images;
  std::exception_ptr failed;
};

// Every question of `nodes` read on the reading's threads, each with its own context and provisional image
// names; categories are left for the file's context.
std::vector<ReadQuestion> read_questions_apart(const std::vector<pugi::xml_node>& nodes, const LineIndex& lines,
                                               const std::string& file, const std::vector<LanguageTag>& languages,
                                               const MoodleXmlReading& reading) {
  std::vector<ReadQuestion> read(nodes.size());
  std::vector<std::size_t> positions(nodes.size(), 0);
  std::size_t position = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i)
    if (std::string(nodes[i].attribute("type").value()) != "category") positions[i] = ++position;
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < nodes.size(); i = next++) {
      if (positions[i] == 0) continue;
      try {
        read[i].found.languages = languages;
        MoodleXmlContext own(lines, file, read[i].found, {MediaNaming::Provisional, reading.text_trees});
        read[i].question = read_moodle_question(nodes[i], positions[i], own);
        read[i].images = own.provisional_images();
      } catch (...) {
        read[i].failed = std::current_exception();
      }
    }
  };
  std::vector<std::thread> helpers;
  for (unsigned t = 1; t < std::max(1u, reading.threads); ++t) helpers.emplace_back(worker);
  worker();
  for (auto& t : helpers) t.join();
  return read;
}

// The question read apart when its images keep the names they had there; else it is read again in the
// file's context (images named alike within the file get -2, -3 …), which then gives what a reading in
// order gives.
std::optional<Question> take_or_reread(ReadQuestion read, pugi::xml_node node, std::size_t position,
                                       MoodleXmlContext& ctx, MoodleXmlImport& out) {
  if (read.failed) std::rethrow_exception(read.failed);
  for (const auto& image : read.images) {
    auto bytes = decode_base64(image.file.text().get());  // valid: the reading apart checked it
    if (!bytes || ctx.stored(MediaFile{image.path, image.mime, std::move(*bytes)}) != image.path)
      return read_moodle_question(node, position, ctx);
  }
  out.diagnostics.insert(out.diagnostics.end(), std::make_move_iterator(read.found.diagnostics.begin()),
                         std::make_move_iterator(read.found.diagnostics.end()));
  for (const auto& [reason, n] : read.found.skipped) out.skipped[reason] += n;
  return std::move(read.question);
}

}  // namespace

MoodleXmlImport import_moodle_xml(std::string text, const std::string& file, const LanguageTag& lang,
                                  MoodleXmlReading reading) {
  MoodleXmlImport out;
  pugi::xml_document doc;
  const LineIndex lines(text);
  if (!parsed(text, lines, file, doc, out)) return out;
  out.languages = multilang_languages(doc);
  if (out.languages.empty() && !lang.empty()) out.languages.push_back(lang);
  if (out.languages.empty()) return out;
  std::vector<pugi::xml_node> nodes;
  for (auto node : doc.child("quiz").children("question")) nodes.push_back(node);
  std::vector<ReadQuestion> read = read_questions_apart(nodes, lines, file, out.languages, reading);
  MoodleXmlContext ctx(lines, file, out, {MediaNaming::Stored, reading.text_trees});
  std::size_t position = 0, choice_questions = 0, shuffled = 0;
  std::string category;
  FileCategories categories;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const pugi::xml_node node = nodes[i];
    const std::string type = node.attribute("type").value();
    if (type == "category") {
      read_category(node, ctx, out);
      category = node.child("category").child("text").text().get();
      if (categories.first.empty()) categories.first = category;
      if (const std::string id = node.child_value("idnumber"); !id.empty()) categories.idnumbers[category] = id;
      continue;
    }
    ++position;
    if (type == "random") {
      categories.randoms.push_back({category, ctx.where(node)});
      continue;
    }
    if (auto q = take_or_reread(std::move(read[i]), node, position, ctx, out)) {
      if (node.child("shuffleanswers")) {
        ++choice_questions;
        const std::string s = node.child_value("shuffleanswers");
        shuffled += s == "true" || s == "1";
      }
      out.questions.push_back(std::move(*q));
      categories.of_questions.push_back(category);
    }
  }
  make_question_ids_distinct(out.questions, categories.of_questions, "moodle-import", out.diagnostics);
  out.sections = sections_from_categories(out.questions, categories, out.languages, "moodle-import", out.diagnostics);
  if (const std::string quiz = quiz_category(categories); quiz != categories.first) {
    out.title = moodle_category_name(quiz);  // the first category is a section, not the quiz
    out.description.reset();
  }
  out.shuffle_choices = choice_questions > 0 && shuffled == choice_questions;
  if (shuffled > 0 && shuffled < choice_questions)
    out.diagnostics.push_back(warning("moodle-import",
                                      std::to_string(shuffled) + " of " + std::to_string(choice_questions) +
                                          " questions shuffle their answers; the bank shuffles all or none, so none do",
                                      SourceLocation{file, 1, 1, ""}));
  return out;
}

bool is_moodle_xml(std::string_view text) {
  std::size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  return i < text.size() && text[i] == '<' && text.find("<quiz", i) != std::string_view::npos;
}

}  // namespace quizpack
