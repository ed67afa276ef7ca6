// Writes a quiz as GIFT in one language, in the form Moodle's importer reads back exactly.
#include "export/gift/gift_writer.hpp"

#include <cctype>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "formats/moodle/gift_cloze.hpp"
#include "formats/moodle/gift_escape.hpp"
#include "formats/moodle/gift_text.hpp"
#include "formats/moodle/moodle_fractions.hpp"
#include "formats/moodle/moodle_name_limits.hpp"
#include "formats/moodle/moodle_names.hpp"
#include "formats/moodle/moodle_tolerance.hpp"
#include "formats/moodle/moodle_true_false.hpp"
#include "formats/moodle/text_without_images.hpp"
#include "model/overloaded.hpp"
#include "text/number_text.hpp"
#include "text/plain_text.hpp"
#include "text/true_false_words.hpp"

namespace quizpack {
namespace {

// True when Moodle would read the start of `text` as an answer weight (%n%).
bool looks_like_weight(const std::string& text) {
  if (text.empty() || text[0] != '%') return false;
  std::size_t i = 1;
  while (i < text.size() && text[i] == '-') ++i;
  std::size_t digits = 0;
  while (i < text.size() && digits < 2 && std::isdigit(static_cast<unsigned char>(text[i]))) ++i, ++digits;
  if (digits == 0) return false;
  if (i < text.size() && text[i] == '.') ++i;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  return i < text.size() && text[i] == '%';
}

// Where Moodle's missing-word blank ("_____", a run of exactly five underscores) stands in a written stem with
// more text after it, or npos: only there does Moodle's importer put a blank for an answer block.
std::size_t missing_word_blank(const std::string& stem) {
  constexpr std::string_view kBlank = "_____";
  for (std::size_t at = stem.find(kBlank); at != std::string::npos; at = stem.find(kBlank, at + 1)) {
    const std::size_t end = at + kBlank.size();
    if ((at > 0 && stem[at - 1] == '_') || (end < stem.size() && stem[end] == '_')) continue;
    const bool text_after = stem.find_first_not_of(" \t\r\n", end) != std::string::npos;
    return text_after ? at : std::string::npos;
  }
  return std::string::npos;
}

// The stem with the answer block in place of its missing-word blank (GIFT's "missing word" form, which Moodle
// reads back as the same blank), else the stem followed by the block.
std::string with_answer_block(const std::string& stem, const std::string& block) {
  const std::size_t at = missing_word_blank(stem);
  if (at == std::string::npos) return stem + block;
  std::string inline_block = block;
  if (!inline_block.empty() && inline_block.back() == '\n') inline_block.pop_back();
  return stem.substr(0, at) + inline_block + stem.substr(at + 5) + "\n";
}

class QuestionWriter {
 public:
  QuestionWriter(const Question& question, const LanguageTag& lang, bool shuffle_choices, Diagnostics& warnings)
      : q_(question), lang_(lang), shuffle_choices_(shuffle_choices), warnings_(warnings) {}

  std::string write() {
    stem_ = text(q_.stem, GiftTextRole::Block, "stem");
    std::string out = "// [id:" + q_.id + "]\n";
    out += "::" + escape_gift(name()) + "::";
    const std::string stem = write_gift_text(stem_, GiftFormat::Moodle);
    lost_settings();
    if (std::holds_alternative<Description>(q_.body)) return out + stem + "\n";  // no answer block: a description
    const std::string block = std::visit([this](const auto& body) { return answers(body); }, q_.body);
    return out + with_answer_block(stem, block);
  }

 private:
  void warn(const std::string& rule, const std::string& message) {
    warnings_.push_back(warning(rule, "question " + q_.id + ": " + message, q_.location));
  }

  // The title, or the id when Moodle would cut the title; warns about what Moodle changes in it.
  std::string name() {
    std::string title = question_display_name(q_, lang_);
    if (moodle_name_too_long(title)) {
      warn("gift-name-length", moodle_name_length_message("GIFT", title));
      return q_.id;
    }
    if (moodle_strips_from_name(title)) warn("gift-name", kMoodleNameTagsMessage);
    return title;
  }

  // Warns about the question's settings GIFT has no syntax for: Moodle imports its own defaults.
  void lost_settings() {
    if (q_.points != 1 && !std::holds_alternative<Description>(q_.body))
      warn("gift-points", "GIFT has no syntax for points; Moodle imports the question worth 1, not " +
                              number_text(q_.points) + " points");
    const bool has_choices =
        std::holds_alternative<SingleChoice>(q_.body) || std::holds_alternative<MultipleResponse>(q_.body);
    if (has_choices && !shuffle_choices_)
      warn("gift-shuffle",
           "GIFT cannot keep the options in order; Moodle imports them with its site default, usually shuffled");
  }

  // The GIFT text for a bank text, warning about each image GIFT cannot carry.
  GiftText text(const LocalizedText& source, GiftTextRole role, const std::string& what) {
    const RichText& rich = source.in(lang_);
    for (const auto& src : image_paths(rich))
      warn("gift-image", what + ": image " + src + " cannot be carried by GIFT; its alt text is kept");
    RichText storage;
    return gift_text_for(without_images(rich, storage), role);
  }

  std::string part(const LocalizedText& source, GiftTextRole role, const std::string& what) {
    return write_gift_text(text(source, role, what), stem_.format);
  }

  std::string feedback(const std::optional<LocalizedText>& source, const std::string& what) {
    if (!source) return {};
    const std::string written = part(*source, GiftTextRole::Block, what);
    return written.empty() ? std::string() : "#" + written;
  }

  std::string general_feedback() {
    if (!q_.explanation) return {};
    const std::string written = part(*q_.explanation, GiftTextRole::Block, "explanation");
    return written.empty() ? std::string() : "\t####" + written + "\n";
  }

  std::string close() { return general_feedback() + "}\n"; }

  std::string answers(const SingleChoice& body) {
    std::string out = "{\n";
    for (const auto& c : body.choices) {
      std::string label = part(c.text, GiftTextRole::Label, "option " + c.id);
      if (!c.correct && looks_like_weight(label)) label = "%0%" + label;
      out += std::string("\t") + (c.correct ? "=" : "~") + label + feedback(c.feedback, "feedback of " + c.id) + "\n";
    }
    return out + close();
  }

  std::string answers(const MultipleResponse& body) {
    const ChoiceFractions fractions = multiple_response_fractions(body);
    for (const auto& problem : fractions.problems) warn("gift-grading", problem);
    std::string out = "{\n";
    for (std::size_t i = 0; i < body.choices.size(); ++i) {
      const auto& c = body.choices[i];
      out += "\t~%" + percent_text(fractions.fractions[i]) + "%" + part(c.text, GiftTextRole::Label, "option " + c.id) +
             feedback(c.feedback, "feedback of " + c.id) + "\n";
    }
    return out + close();
  }

  std::string answers(const TrueFalse& body) {
    const std::string on_true = feedback(body.feedback_true, "feedback for true");
    const std::string on_false = feedback(body.feedback_false, "feedback for false");
    // Moodle reads {ANSWER#wrong-answer feedback#right-answer feedback}.
    const std::string& wrong = body.answer ? on_false : on_true;
    const std::string& right = body.answer ? on_true : on_false;
    std::string out = std::string("{\n\t") + (body.answer ? "TRUE" : "FALSE");
    if (!wrong.empty())
      out += wrong;
    else if (!right.empty())
      out += "#";
    out += right + "\n";
    return out + close();
  }

  std::string answers(const ShortAnswer& body) {
    if (body.case_sensitive)
      warn("gift-case", "GIFT cannot make a short answer case-sensitive; Moodle will ignore letter case");
    const auto found = body.accepted.find(lang_);
    if (found != body.accepted.end())
      for (const auto& accepted : found->second)
        if (accepted.find("->") != std::string::npos)
          warn("gift-answer", "the accepted answer '" + accepted +
                                  "' contains '->', which GIFT reads as a matching question; it is left out");
    std::string out = "{\n";
    for (const auto& accepted : gift_writable_answers(body, lang_)) {
      std::string answer = escape_gift(moodle_short_answer(accepted));
      if (!answer.empty() && answer.front() == '[') answer = "[moodle]" + answer;
      if (looks_like_weight(answer)) answer = "%100%" + answer;
      out += "\t=" + answer + "\n";
    }
    return out + close();
  }

  std::string answers(const Numerical& body) {
    const std::string value = std::visit(
        [](const auto& accepted) -> std::string {
          using T = std::decay_t<decltype(accepted)>;
          if constexpr (std::is_same_v<T, Tolerance>) {
            if (accepted.tolerance == 0) return plain_decimal_text(accepted.value);
            return plain_decimal_text(accepted.value) + ":" + plain_decimal_text(accepted.tolerance);
          } else {
            return plain_decimal_text(accepted.low) + ".." + plain_decimal_text(accepted.high);
          }
        },
        body.accepted);
    const auto [low, high] = std::visit(Overloaded{[](const Tolerance& t) {
                                                     return std::pair{t.value - t.tolerance, t.value + t.tolerance};
                                                   },
                                                   [](const Range& r) {
                                                     return std::pair{r.low, r.high};
                                                   }},
                                        body.accepted);
    if (moodle_tolerance_widens(low + (high - low) / 2, low, high))
      warn("gift-tiny-tolerance", kMoodleToleranceMessage);
    return "{#\n\t=" + value + "\n" + close();
  }

  std::string answers(const Matching& body) {
    std::string out = "{\n";
    auto answer_text = [this](const LocalizedText& source, const std::string& what) {
      const RichText& rich = source.in(lang_);
      for (const auto& src : image_paths(rich))
        warn("gift-image", what + ": image " + src + " cannot be carried by GIFT; its alt text is kept");
      RichText storage;
      const RichText& bare = without_images(rich, storage);
      if (!is_plain(bare)) warn("gift-markup", what + ": GIFT matching answers are plain text; markup is dropped");
      return escape_gift(plain_text(bare));
    };
    for (const auto& pair : body.pairs)
      out += "\t=" + part(pair.prompt, GiftTextRole::Label, "prompt " + pair.id) + " -> " +
             answer_text(pair.answer, "answer " + pair.id) + "\n";
    for (const auto& extra : body.distractors)
      out += "\t= -> " + answer_text(extra.answer, "answer " + extra.id) + "\n";
    return out + close();
  }

  std::string answers(const Essay& body) {
    if (body.grader_info) warn("gift-grader-info", "GIFT cannot carry the information for graders; it is left out");
    return "{\n" + close();
  }

  // Never called: write_gift leaves ordering questions out (gift_can_write).
  std::string answers(const Ordering&) { throw std::logic_error("GIFT has no ordering question: " + q_.id); }
  // Never called: write_gift leaves cloze questions out.
  // Never called: write_gift writes a one-gap cloze as the question of its gap's kind and leaves out the others.
  std::string answers(const Cloze&) { throw std::logic_error("a cloze question is not written as such: " + q_.id); }
  // Never called: write() gives a description no answer block.
  std::string answers(const Description&) { throw std::logic_error("a description has no answers: " + q_.id); }

  const Question& q_;
  const LanguageTag& lang_;
  bool shuffle_choices_;
  Diagnostics& warnings_;
  GiftText stem_;
};

// "$CATEGORY:" of a section's questions; a draw is the warning that tells how to make it in the quiz.
std::string section_category(const Quiz& quiz, const Section& section, const LanguageTag& lang, Diagnostics& warnings) {
  const std::string path = moodle_category_path(plain_text(quiz.title.in(lang)), plain_text(section.title.in(lang)));
  if (section.draw)
    warnings.push_back(
        warning("gift-draw", moodle_draw_message(section.id, *section.draw, section.count, path), section.location));
  return "$CATEGORY: " + path + "\n\n";
}

}  // namespace

WriterOutput write_gift(const Quiz& quiz, const LanguageTag& lang) {
  WriterOutput output;
  std::string out = "// " + quiz.id + " " + quiz.version + " (" + lang + "), Moodle GIFT written by quizpack\n\n";
  out += "$CATEGORY: " + moodle_category_path(plain_text(quiz.title.in(lang))) + "\n\n";
  out.reserve(out.size() + quiz.questions.size() * 4096);  // untouched capacity costs no memory; no copy on growth
  for (std::size_t index = 0; index < quiz.questions.size(); ++index) {
    const Question& question = quiz.questions[index];
    if (const Section* section = section_of(quiz, index); section != nullptr && section->first == index)
      out += section_category(quiz, *section, lang, output.warnings);
    if (std::holds_alternative<Ordering>(question.body)) {
      output.warnings.push_back(
          warning("gift-kind", "question " + question.id + ": GIFT has no ordering question; the question is left out",
                  question.location));
      continue;
    }
    std::optional<Question> missing_word;
    if (const auto* cloze = std::get_if<Cloze>(&question.body)) {
      if (cloze->gaps.size() != 1) {
        output.warnings.push_back(warning("gift-kind",
                                          "question " + question.id +
                                              ": GIFT writes a cloze question with one gap "
                                              "only, as a missing-word question; this one "
                                              "has " +
                                              std::to_string(cloze->gaps.size()) + " gaps; the question is left out",
                                          question.location));
        continue;
      }
      std::vector<std::string> problems;
      missing_word = missing_word_question(question, *cloze, problems);
      for (const auto& problem : problems)
        output.warnings.push_back(warning("gift-cloze", "question " + question.id + ": " + problem, question.location));
    }
    const Question& written = missing_word ? *missing_word : question;
    if (!gift_can_write(written, lang)) {
      output.warnings.push_back(warning("gift-answer",
                                        "question " + question.id +
                                            ": no accepted answer in this language can be written in GIFT; "
                                            "the question is left out",
                                        question.location));
      continue;
    }
    out += QuestionWriter(written, lang, quiz.shuffle.choices, output.warnings).write();
    if (std::holds_alternative<TrueFalse>(question.body) && has_own_true_false_words(quiz, lang))
      output.warnings.push_back(warning(
          "gift-true-false", "question " + question.id + ": " + kMoodleTrueFalseWordsMessage, question.location));
    out += '\n';
  }
  output.files.push_back({quiz.id + ".gift", std::move(out), ""});
  return output;
}

}  // namespace quizpack
