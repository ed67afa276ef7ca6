// A cloze question's gaps from the bank, and the check of the gap markers in every language's stem.
#include "load/read_cloze.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "load/body_parts.hpp"
#include "load/read_text.hpp"
#include "model/overloaded.hpp"
#include "text/gap_markers.hpp"
#include "text/number_text.hpp"

namespace quizpack {
namespace {

using json = nlohmann::json;

ChoiceGap read_choice_gap(const json& g, const std::string& pointer, BankContext& ctx) {
  ChoiceGap gap;
  std::vector<std::pair<std::string, std::string>> ids;
  const json& options = g.at("options");
  for (std::size_t i = 0; i < options.size(); ++i) {
    const std::string p = pointer + "/options/" + std::to_string(i);
    gap.options.push_back(GapOption{options[i].at("id").get<std::string>(),
                                    read_text(options[i].at("text"), p + "/text", ctx, TextShape::Inline),
                                    options[i].value("correct", false)});
    ids.emplace_back(gap.options.back().id, p);
  }
  check_unique_ids(ids, "option", ctx);
  std::vector<std::pair<const LocalizedText*, std::string>> texts;
  for (std::size_t i = 0; i < gap.options.size(); ++i)
    texts.emplace_back(&gap.options[i].text, ids[i].second + "/text");
  check_distinct_texts(texts, "option", ctx);
  const auto n = std::count_if(gap.options.begin(), gap.options.end(), [](const GapOption& o) { return o.correct; });
  if (n != 1)
    ctx.fail("correct-count", "a choice gap needs exactly one correct option; it has " + std::to_string(n),
             pointer + "/options");
  return gap;
}

Gap read_gap(const json& g, const std::string& pointer, BankContext& ctx) {
  Gap gap;
  gap.id = g.at("id").get<std::string>();
  gap.points = g.value("points", 1.0);
  if (g.contains("feedback")) gap.feedback = read_text(g.at("feedback"), pointer + "/feedback", ctx);
  const std::string kind = g.at("kind").get<std::string>();
  if (kind == "text") {
    TextGap text;
    text.case_sensitive = g.value("caseSensitive", false);
    text.accepted = read_accepted(g, text.case_sensitive, pointer, ctx);
    gap.accepts = std::move(text);
  } else if (kind == "number") {
    gap.accepts = NumberGap{read_accept(g, pointer, ctx)};
  } else {
    gap.accepts = read_choice_gap(g, pointer, ctx);
  }
  return gap;
}

// The offset of the `nth` (0-based) marker of `gap` in the raw text, or 0 when there is none.
std::size_t marker_offset(const std::string& raw, const std::string& gap, std::size_t nth) {
  for (const GapMarkerSpan& m : find_gap_markers(raw))
    if (m.gap == gap && nth-- == 0) return m.begin;
  return 0;
}

// Reports the markers of one language's stem that are missing, repeated or name no gap.
void check_markers(const Cloze& cloze, const std::vector<std::string>& found, const std::string& raw,
                   const std::string& text_pointer, const std::string& lang, BankContext& ctx) {
  std::map<std::string, std::size_t> count;
  for (const auto& id : found) ++count[id];
  const auto fail_at = [&](const std::string& message, std::size_t offset) {
    ctx.report_at("gap-marker", RuleLevel::Error, message, ctx.where_in(text_pointer, offset));
  };
  for (const Gap& gap : cloze.gaps) {
    const std::size_t n = count[gap.id];
    if (n == 0)
      ctx.fail("gap-marker", "the \"" + lang + "\" stem has no marker {{" + gap.id + "}} for gap \"" + gap.id + "\"",
               text_pointer);
    else if (n > 1)
      fail_at("the \"" + lang + "\" stem holds the marker {{" + gap.id + "}} " + std::to_string(n) +
                  " times; each gap stands once in the text",
              marker_offset(raw, gap.id, 1));
  }
  for (const auto& [id, n] : count) {
    const auto named = [&id = id](const Gap& g) { return g.id == id; };
    if (std::none_of(cloze.gaps.begin(), cloze.gaps.end(), named))
      fail_at("the \"" + lang + "\" stem's marker {{" + id + "}} names no gap of this question",
              marker_offset(raw, id, 0));
  }
}

}  // namespace

Cloze read_cloze(const json& q, const std::string& pointer, BankContext& ctx) {
  Cloze cloze;
  std::vector<std::pair<std::string, std::string>> ids;
  const json& gaps = q.at("gaps");
  for (std::size_t i = 0; i < gaps.size(); ++i) {
    const std::string p = pointer + "/gaps/" + std::to_string(i);
    cloze.gaps.push_back(read_gap(gaps[i], p, ctx));
    ids.emplace_back(cloze.gaps.back().id, p);
  }
  check_unique_ids(ids, "gap", ctx);
  return cloze;
}

void place_gaps(Question& question, const json& q, const std::string& pointer, BankContext& ctx) {
  const auto* cloze = std::get_if<Cloze>(&question.body);
  if (!cloze) return;
  for (auto& [lang, translation] : question.stem.by_language) {
    const std::vector<std::string> found = mark_gaps(translation.text.blocks);
    const std::string text_pointer = pointer + "/stem/" + lang + "/text";
    check_markers(*cloze, found, q.at("stem").at(lang).at("text").get<std::string>(), text_pointer, lang, ctx);
  }
  double sum = 0;
  for (const Gap& gap : cloze->gaps) sum += gap.points;
  if (q.contains("points") && std::abs(q.at("points").get<double>() - sum) > 1e-9)
    ctx.fail("points",
             "a cloze question's points are the sum of its gaps' points (" + number_text(sum) + "); it states " +
                 number_text(q.at("points").get<double>()) + " (leave \"points\" out or give each gap its share)",
             pointer + "/points");
  question.points = sum;
}

}  // namespace quizpack
