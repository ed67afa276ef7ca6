// One QTI 2.1 assessment item as a bank question, with a warning for each thing the bank cannot hold.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "import/qti21/qti21_context.hpp"
#include "import/qti21/qti21_scoring.hpp"

namespace quizpack::qti21 {

// Counts the choice and matching interactions, and those that shuffle.
struct ShuffleCount {
  std::size_t interactions = 0;
  std::size_t shuffled = 0;
};

// The item at `path` (parsed as `item`), the `position`th of the package; nullopt when it is left out (warned
// and counted as skipped). `used_ids` holds the question ids taken so far.
std::optional<Question> read_item(const XmlEntry& item, const std::string& path, std::size_t position, Context& ctx,
                                  std::set<std::string>& used_ids, ShuffleCount& shuffle);

// The reading of one item's parts, shared by the per-interaction readers in qti21_kinds.cpp.
class ItemReader {
 public:
  ItemReader(const XmlEntry& item, std::string path, Context& ctx)
      : item_(item), path_(std::move(path)), ctx_(ctx), root_(item.root()) {}

  std::optional<Question> read(std::size_t position, std::set<std::string>& used_ids, ShuffleCount& shuffle);

 private:
  std::optional<Question> description(std::size_t position, std::set<std::string>& used_ids);
  const XmlEntry& item_;
  std::string path_;
  Context& ctx_;
  pugi::xml_node root_;
  pugi::xml_node interaction_;
  std::string identifier_;  // the item's identifier, for messages until the question has an id
  std::string what_;        // "question ID", for messages
  ResponseDeclaration response_;
  Scoring scoring_;
  double points_ = 1;

  bool from_quizpack() const { return std::string(root_.attribute("toolName").value()) == "quizpack"; }
  void warn(const std::string& message, pugi::xml_node at = {});
  std::nullopt_t leave_out(const std::string& rule, const std::string& reason, const std::string& message);
  LocalizedText text(const std::string& html, pugi::xml_node at) { return ctx_.text(html, path_, item_, at, what_); }
  std::string question_id(std::size_t position, std::set<std::string>& used_ids);
  std::optional<LocalizedText> title(const std::string& id);
  double points();
  LocalizedText stem();
  std::string feedback_html(const std::string& identifier) const;
  std::optional<LocalizedText> feedback(pugi::xml_node choice);
  std::optional<LocalizedText> explanation(const std::set<std::string>& choice_identifiers);
  std::string bank_id(const std::string& identifier, const char* prefix, const std::string& fallback) const;

  std::optional<QuestionBody> body();
  std::optional<QuestionBody> choices();
  std::optional<QuestionBody> true_false(const std::vector<pugi::xml_node>& list, const std::set<std::string>& right);
  std::optional<QuestionBody> multiple(const std::vector<pugi::xml_node>& list, const std::set<std::string>& right);
  std::optional<QuestionBody> text_entry();
  std::optional<QuestionBody> short_answer();
  std::optional<QuestionBody> numerical();
  std::optional<QuestionBody> matching();
  std::optional<QuestionBody> ordering();
  std::optional<QuestionBody> essay();
  std::optional<Question> cloze(const std::vector<pugi::xml_node>& interactions, std::size_t position,
                                std::set<std::string>& used_ids);
  std::optional<Gap> gap(const std::string& id, const std::string& variable);
  std::optional<Gap> text_gap(Gap gap, const ResponseDeclaration& declared, const Scoring& rules);
  std::optional<Gap> number_gap(Gap gap, const ResponseDeclaration& declared, const Scoring& rules);
  std::optional<Gap> choice_gap(Gap gap, const ResponseDeclaration& declared);
  LocalizedText cloze_stem(const std::vector<Replacement>& markers);
  std::set<std::string> right_keys() const;
  std::set<std::string> choice_identifiers() const;
};

}  // namespace quizpack::qti21
