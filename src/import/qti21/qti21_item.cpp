// The parts every QTI 2.1 item shares: id, title, points, stem, feedback and the explanation.
#include "import/qti21/qti21_item.hpp"

#include <algorithm>
#include <cctype>

#include "import/html/markdown_escape.hpp"
#include "import/ids/imported_ids.hpp"
#include "text/markdown.hpp"

namespace quizpack::qti21 {
namespace {

bool is_interaction(pugi::xml_node node) {
  const std::string_view name = local_name(node);
  constexpr std::string_view suffix = "Interaction";
  return name.size() > suffix.size() && name.substr(name.size() - suffix.size()) == suffix;
}

void collect_interactions(pugi::xml_node node, std::vector<pugi::xml_node>& out) {
  for (auto c : node.children()) {
    if (c.type() != pugi::node_element) continue;
    if (is_interaction(c))
      out.push_back(c);
    else
      collect_interactions(c, out);
  }
}

bool is_supported(std::string_view name) {
  return name == "choiceInteraction" || name == "textEntryInteraction" || name == "matchInteraction" ||
         name == "orderInteraction" || name == "extendedTextInteraction";
}

// Inline text entries and inline choices only, more than one or a lone inline choice: the gaps of a cloze.
bool is_cloze(const std::vector<pugi::xml_node>& interactions) {
  const auto is_inline = [](pugi::xml_node i) {
    return local_name(i) == "textEntryInteraction" || local_name(i) == "inlineChoiceInteraction";
  };
  if (!std::all_of(interactions.begin(), interactions.end(), is_inline)) return false;
  return interactions.size() > 1 || local_name(interactions.front()) == "inlineChoiceInteraction";
}

}  // namespace

void ItemReader::warn(const std::string& message, pugi::xml_node at) {
  ctx_.warn("qti21-import", what_ + ": " + message, item_, at ? at : root_);
}

std::nullopt_t ItemReader::leave_out(const std::string& rule, const std::string& reason, const std::string& message) {
  ctx_.warn(rule, "item " + identifier_ + ": " + message + "; it is left out", item_,
            interaction_ ? interaction_ : root_);
  ctx_.skip(reason);
  return std::nullopt;
}

std::string ItemReader::bank_id(const std::string& identifier, const char* prefix, const std::string& fallback) const {
  const std::string p = prefix;
  if (from_quizpack() && identifier.rfind(p, 0) == 0 && is_bank_id(identifier.substr(p.size())))
    return identifier.substr(p.size());
  return fallback;
}

std::string ItemReader::question_id(std::size_t position, std::set<std::string>& used_ids) {
  std::string id = bank_id(identifier_, "Q_", is_bank_id(identifier_) ? identifier_ : "");
  if (id.empty() || used_ids.count(id) != 0) {
    const std::string fallback = "q" + std::to_string(position);
    if (!identifier_.empty())
      ctx_.warn("qti21-import",
                "item " + identifier_ + ": the identifier is " + (id.empty() ? "not a bank id" : "taken") +
                    "; the question is " + fallback,
                item_, root_);
    id = fallback;
  }
  used_ids.insert(id);
  return id;
}

std::optional<LocalizedText> ItemReader::title(const std::string& id) {
  const std::string title = root_.attribute("title").value();
  if (title.empty() || title == id) return std::nullopt;
  std::string markdown;
  append_escaped(markdown, title);
  LocalizedText out;
  out.by_language.set(ctx_.lang(), Translation{parse_markdown(markdown), TranslationState::Source});
  return out;
}

double ItemReader::points() {
  const auto declared = item_points(root_, response_, scoring_);
  if (!declared) return 1;
  if (*declared > 0 && *declared <= 1000) return *declared;
  warn("the item is worth " + std::to_string(*declared) + " points, outside the bank's 0 < points <= 1000; 1 is used");
  return 1;
}

LocalizedText ItemReader::stem() {
  const auto body = child(root_, "itemBody");
  const std::string shown_in = interaction_.parent().text().get();  // text beside an inline text entry
  const bool inline_entry =
      local_name(interaction_) == "textEntryInteraction" && shown_in.find_first_not_of(" \t\r\n") != std::string::npos;
  if (inline_entry) warn("the text entry inside a sentence is shown as a blank, _____, above the answer field");
  std::string html = xhtml_of(body, {local_name(interaction_), "rubricBlock", "feedbackBlock", "feedbackInline"},
                              inline_entry ? interaction_ : pugi::xml_node{});
  if (const auto prompt = child(interaction_, "prompt")) html += "<p>" + xhtml_of(prompt) + "</p>";
  return text(html, body);
}

// The content of the modal feedbacks and feedback blocks shown for `identifier`, one after the other.
std::string ItemReader::feedback_html(const std::string& identifier) const {
  std::string html;
  for (const char* name : {"modalFeedback", "feedbackBlock"})
    for (auto f : descendants(root_, name))
      if (f.attribute("identifier").value() == identifier) html += xhtml_of(f);
  return html;
}

std::optional<LocalizedText> ItemReader::feedback(pugi::xml_node choice) {
  std::string html;
  for (auto f : children(choice, "feedbackInline")) html += xhtml_of(f);
  if (html.empty()) html = feedback_html(choice.attribute("identifier").value());
  if (html.find_first_not_of(" \t\r\n") == std::string::npos) return std::nullopt;
  return text(html, choice);
}

std::optional<LocalizedText> ItemReader::explanation(const std::set<std::string>& choice_identifiers) {
  std::set<std::string> seen;
  std::string html;
  for (const char* name : {"modalFeedback", "feedbackBlock"})
    for (auto f : descendants(root_, name)) {
      const std::string id = f.attribute("identifier").value();
      if (choice_identifiers.count(id) != 0) continue;
      seen.insert(id);
      html += xhtml_of(f);
    }
  if (seen.size() > 1)
    warn(std::to_string(seen.size()) +
         " feedbacks shown on different outcomes are joined into the explanation, which the bank shows after any "
         "answer");
  if (html.find_first_not_of(" \t\r\n") == std::string::npos) return std::nullopt;
  return text(html, root_);
}

std::optional<Question> ItemReader::read(std::size_t position, std::set<std::string>& used_ids, ShuffleCount& shuffle) {
  identifier_ = root_.attribute("identifier").value();
  if (local_name(root_) != "assessmentItem")
    return leave_out("import-unsupported", "not an assessment item", "the root element is not <assessmentItem>");
  std::vector<pugi::xml_node> interactions;
  collect_interactions(child(root_, "itemBody"), interactions);
  if (interactions.empty()) return description(position, used_ids);
  interaction_ = interactions.front();
  const std::string name(local_name(interaction_));
  if (is_cloze(interactions)) return cloze(interactions, position, used_ids);
  if (interactions.size() > 1)
    return leave_out("import-unsupported", "several interactions",
                     "it has " + std::to_string(interactions.size()) +
                         " interactions; a bank question has one, or inline text entries and choices only (a "
                         "cloze)");
  if (!is_supported(name))
    return leave_out("import-unsupported", "unsupported interaction " + name,
                     "the interaction " + name + " is not a kind the bank has");
  if (name == "choiceInteraction" || name == "matchInteraction") {
    ++shuffle.interactions;
    shuffle.shuffled += std::string(interaction_.attribute("shuffle").value()) == "true";
  }
  response_ = read_declaration(root_, interaction_.attribute("responseIdentifier").value());
  scoring_ = read_scoring(root_);
  Question q;
  q.id = question_id(position, used_ids);
  q.location = item_.where(root_);
  what_ = "question " + q.id;
  q.title = title(q.id);
  points_ = q.points = points();
  auto kind = body();
  if (!kind) return std::nullopt;
  q.body = std::move(*kind);
  q.stem = stem();
  q.explanation = explanation(choice_identifiers());
  return q;
}

// An item without interaction: a text-only description, its body the text; its feedback has no answer to follow.
std::optional<Question> ItemReader::description(std::size_t position, std::set<std::string>& used_ids) {
  Question q;
  q.id = question_id(position, used_ids);
  q.location = item_.where(root_);
  what_ = "question " + q.id;
  q.title = title(q.id);
  q.points = 0;
  q.body = Description{};
  q.stem = stem();
  if (explanation({})) warn("a text-only item has no answer to explain; its feedback is not kept");
  return q;
}

std::optional<Question> read_item(const XmlEntry& item, const std::string& path, std::size_t position, Context& ctx,
                                  std::set<std::string>& used_ids, ShuffleCount& shuffle) {
  return ItemReader(item, path, ctx).read(position, used_ids, shuffle);
}

}  // namespace quizpack::qti21
