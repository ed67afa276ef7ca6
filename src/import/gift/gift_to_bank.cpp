// Maps Moodle's GIFT question types onto the bank's kinds.
#include "import/gift/gift_to_bank.hpp"

#include <cctype>
#include <cmath>
#include <optional>

#include "formats/moodle/moodle_fractions.hpp"
#include "import/gift/accepted_answers.hpp"
#include "import/gift/gift_rich_text.hpp"
#include "import/ids/imported_ids.hpp"
#include "import/ids/imported_sections.hpp"
#include "import/ids/question_ids.hpp"

namespace quizpack {
namespace {

bool near(double a, double b) { return std::fabs(a - b) < 1e-5; }

class QuestionImport {
 public:
  QuestionImport(const GiftQuestion& gift, const LanguageTag& lang, Diagnostics& warnings)
      : gift_(gift), lang_(lang), warnings_(warnings) {}

  std::optional<Question> run(std::size_t position) {
    Question q;
    q.id = is_bank_id(gift_.idnumber) ? gift_.idnumber : "q" + std::to_string(position);
    if (!gift_.idnumber.empty() && q.id != gift_.idnumber)
      warn("[id:" + gift_.idnumber + "] is not a bank id; the question becomes " + q.id);
    q.location = gift_.location;
    if (!gift_.tags.empty()) warn("tags are not kept: the bank has no tags (" + joined_tags() + ")");
    if (gift_.named && gift_.written_name != q.id) q.title = text(GiftText{gift_.written_name, GiftFormat::Plain});
    q.stem = text(gift_.stem);
    q.explanation = text(gift_.general_feedback);
    switch (gift_.kind) {
      case GiftKind::Description:
        q.body = Description{};
        q.points = 0;
        q.explanation.reset();
        break;
      case GiftKind::Essay:
        q.body = Essay{};
        break;
      case GiftKind::MultipleChoice:
        q.body = gift_.single ? QuestionBody{single()} : QuestionBody{multiple()};
        break;
      case GiftKind::TrueFalse:
        q.body = true_false();
        break;
      case GiftKind::ShortAnswer:
        q.body = short_answer();
        break;
      case GiftKind::Numerical:
        q.body = numerical();
        break;
      case GiftKind::Matching:
        q.body = matching();
        break;
    }
    return q;
  }

 private:
  std::string joined_tags() const {
    std::string out;
    for (const auto& tag : gift_.tags) out += (out.empty() ? "" : ", ") + tag;
    return out;
  }

  void warn(const std::string& message) {
    warnings_.push_back(warning("gift-import", "question " + gift_.name + ": " + message, gift_.location));
  }

  LocalizedText text(const GiftText& source) {
    std::vector<std::string> changes;
    LocalizedText out;
    out.by_language.set(lang_, Translation{gift_rich_text(source, &changes), TranslationState::Source});
    for (const auto& change : changes) warn(change);
    return out;
  }

  std::optional<LocalizedText> feedback(const GiftText& source) {
    if (source.text.empty()) return std::nullopt;
    return text(source);
  }

  std::vector<Choice> choices(bool (*correct)(double)) {
    std::vector<Choice> out;
    for (std::size_t i = 0; i < gift_.answers.size(); ++i) {
      const auto& a = gift_.answers[i];
      out.push_back({option_id_at(i), text(a.text), correct(a.fraction), feedback(a.feedback)});
    }
    return out;
  }

  SingleChoice single() {
    SingleChoice body{choices([](double f) { return near(f, 1.0); })};
    for (const auto& a : gift_.answers)
      if (!near(a.fraction, 1.0) && !near(a.fraction, 0.0))
        warn("partial credit " + percent_text(a.fraction) + "% becomes a wrong option");
    return body;
  }

  MultipleResponse multiple() {
    MultipleResponse body;
    body.choices = choices([](double f) { return f > 0; });
    bool wrong_cancels = false, all_wrong_cancel = true;
    for (const auto& a : gift_.answers)
      if (a.fraction <= 0) {
        wrong_cancels = true;
        all_wrong_cancel = all_wrong_cancel && near(a.fraction, -1.0);
      }
    body.partial_credit =
        wrong_cancels && all_wrong_cancel ? PartialCredit::AllOrNothing : PartialCredit::RightMinusWrong;
    const auto expected = multiple_response_fractions(body).fractions;
    for (std::size_t i = 0; i < expected.size(); ++i)
      if (!near(expected[i], gift_.answers[i].fraction)) {
        warn("weights differ from the bank's scoring rules; scoring becomes right-minus-wrong shares");
        break;
      }
    return body;
  }

  TrueFalse true_false() {
    TrueFalse body;
    body.answer = gift_.truth;
    body.feedback_true = feedback(gift_.feedback_true);
    body.feedback_false = feedback(gift_.feedback_false);
    return body;
  }

  ShortAnswer short_answer() {
    ShortAnswer body;
    auto& accepted = body.accepted[lang_];
    for (const auto& a : gift_.answers) {
      if (!near(a.fraction, 1.0)) {
        warn("the answer '" + a.text.text + "' earns " + percent_text(a.fraction) + "%; only full answers are kept");
        continue;
      }
      std::string answer;
      for (std::size_t i = 0; i < a.text.text.size(); ++i) {
        if (a.text.text[i] == '\\' && i + 1 < a.text.text.size() && a.text.text[i + 1] == '*') continue;
        answer += a.text.text[i];
      }
      add_accepted(accepted, answer, body.case_sensitive);
    }
    return body;
  }

  Numerical numerical() {
    for (const auto& n : gift_.numeric)
      if (!n.any && near(n.fraction, 1.0)) {
        if (gift_.numeric.size() > 1) warn("only the first fully right numerical answer is kept");
        if (n.is_range) return Numerical{Range{n.low, n.high}};
        return Numerical{Tolerance{n.value, n.tolerance}};
      }
    warn("no fully right numerical answer; the bank needs one, so 0 is used");
    return Numerical{Tolerance{0, 0}};
  }

  Matching matching() {
    Matching body;
    for (const auto& pair : gift_.pairs) {
      const LocalizedText answer = text(GiftText{pair.answer, GiftFormat::Plain});
      if (pair.prompt.text.empty())
        body.distractors.push_back({"x" + std::to_string(body.distractors.size() + 1), answer});
      else
        body.pairs.push_back({"p" + std::to_string(body.pairs.size() + 1), text(pair.prompt), answer});
    }
    return body;
  }

  const GiftQuestion& gift_;
  const LanguageTag& lang_;
  Diagnostics& warnings_;
};

}  // namespace

GiftImport gift_to_bank(const GiftReadResult& read, const LanguageTag& lang) {
  GiftImport out;
  std::size_t position = 0;
  FileCategories categories;
  categories.first = read.first_category;
  for (const auto& gift : read.questions) {
    ++position;
    if (auto q = QuestionImport(gift, lang, out.warnings).run(position)) {
      out.questions.push_back(std::move(*q));
      categories.of_questions.push_back(gift.category);
    }
  }
  make_question_ids_distinct(out.questions, categories.of_questions, "gift-import", out.warnings);
  out.sections = sections_from_categories(out.questions, categories, {lang}, "gift-import", out.warnings);
  out.quiz_category = quiz_category(categories);
  return out;
}

}  // namespace quizpack
