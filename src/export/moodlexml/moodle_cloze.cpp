// Writes a cloze stem as Moodle's embedded answers: the prose rendered per language with a placeholder per gap,
// every "{" of the prose made an entity, then each placeholder replaced by the gap's {n:TYPE:…}.
#include "export/moodlexml/moodle_cloze.hpp"

#include <algorithm>

#include "formats/moodle/cloze_gaps.hpp"
#include "formats/moodle/embedded_answers.hpp"
#include "text/html.hpp"

namespace quizpack {
namespace {

// Placeholders cannot occur in rendered HTML: control characters are never written by the renderer.
constexpr char kOpen = '\x01';
constexpr char kClose = '\x02';

struct Pieces {
  std::vector<std::string> prose;  // one more than gaps
  std::vector<std::string> gaps;   // gap ids in the order the text places them
};

Pieces split(const std::string& html) {
  Pieces out;
  std::string current;
  for (std::size_t i = 0; i < html.size(); ++i) {
    if (html[i] != kOpen) {
      current += html[i];
      continue;
    }
    const auto end = html.find(kClose, i);
    out.prose.push_back(encode_outside_embedded(current));
    current.clear();
    out.gaps.push_back(html.substr(i + 1, end - i - 1));
    i = end;
  }
  out.prose.push_back(encode_outside_embedded(current));
  return out;
}

const Gap* find_gap(const Cloze& cloze, const std::string& id) {
  for (const auto& gap : cloze.gaps)
    if (gap.id == id) return &gap;
  return nullptr;
}

}  // namespace

ClozeQuestionText cloze_question_text(const Question& question, const Cloze& cloze, const MoodleTexts& texts) {
  ClozeQuestionText out;
  out.text.format = "html";
  const auto& languages = texts.languages();
  auto placeholder = [](const GapMarker& marker) { return std::string(1, kOpen) + marker.gap + kClose; };
  std::vector<Pieces> pieces;
  for (const auto& lang : languages)
    pieces.push_back(split(texts.html_in(question.stem, lang, placeholder, out.text.files)));
  for (const auto& p : pieces)
    if (p.gaps != pieces.front().gaps) {
      out.refusal =
          "the languages place the gaps in different orders, and one Moodle text holds each gap once in one place";
      return out;
    }
  const GapWeights weights = gap_weights(cloze);
  if (!weights.problem.empty()) out.problems.push_back(weights.problem);
  for (double w : weights.weights) out.weight_sum += w;
  GapRendering render;
  render.feedback = [&](const LocalizedText& text) { return texts.spans(text, out.text.files); };
  render.option = [&](const LocalizedText& text) { return texts.plain_html(text); };
  std::vector<std::string> written;
  for (const auto& id : pieces.front().gaps) {
    const Gap* gap = find_gap(cloze, id);
    const auto index = static_cast<std::size_t>(gap - cloze.gaps.data());
    written.push_back(
        write_embedded_answer(embedded_answer(*gap, languages, weights.weights[index], render, out.problems)));
  }
  for (std::size_t i = 0; i < pieces.front().prose.size(); ++i) {
    for (std::size_t l = 0; l < languages.size(); ++l)
      out.text.text += texts.multilang() ? multilang_span(languages[l], pieces[l].prose[i]) : pieces[l].prose[i];
    if (i < written.size()) out.text.text += written[i];
  }
  return out;
}

}  // namespace quizpack
