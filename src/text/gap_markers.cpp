// Cloze gap markers `{{id}}` found in text and made nodes of the tree.
#include "text/gap_markers.hpp"

#include "model/overloaded.hpp"

namespace quizpack {
namespace {

constexpr std::size_t kMaxIdLength = 64;

bool id_start(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool id_char(char c) { return id_start(c) || (c >= '0' && c <= '9') || c == '.' || c == '-'; }

// The length of the marker at `i` (0 when none starts there); its id goes to `gap`.
std::size_t marker_at(std::string_view s, std::size_t i, std::string& gap) {
  if (s.compare(i, 2, "{{") != 0 || i + 2 >= s.size() || !id_start(s[i + 2])) return 0;
  std::size_t j = i + 3;
  while (j < s.size() && id_char(s[j])) ++j;
  if (j - (i + 2) > kMaxIdLength || s.compare(j, 2, "}}") != 0) return 0;
  gap.assign(s.substr(i + 2, j - (i + 2)));
  return j + 2 - i;
}

void mark_inlines(Inlines& list, std::vector<std::string>& found);

// `list` with its adjacent text runs joined, so a marker cmark cut in two is seen whole.
Inlines joined_runs(Inlines& list) {
  Inlines out;
  out.reserve(list.size());
  for (auto& in : list) {
    auto* run = std::get_if<TextRun>(&in.node);
    auto* last = out.empty() ? nullptr : std::get_if<TextRun>(&out.back().node);
    if (run && last)
      last->text += run->text;
    else
      out.push_back(std::move(in));
  }
  return out;
}

void split_run(const std::string& text, Inlines& out, std::vector<std::string>& found) {
  std::size_t from = 0;
  for (const GapMarkerSpan& m : find_gap_markers(text)) {
    if (m.begin > from) out.push_back({TextRun{text.substr(from, m.begin - from)}});
    out.push_back({GapMarker{m.gap}});
    found.push_back(m.gap);
    from = m.end;
  }
  if (from < text.size()) out.push_back({TextRun{text.substr(from)}});
}

void mark_inlines(Inlines& list, std::vector<std::string>& found) {
  Inlines out;
  for (auto& in : joined_runs(list)) {
    if (auto* run = std::get_if<TextRun>(&in.node)) {
      split_run(run->text, out, found);
      continue;
    }
    std::visit(Overloaded{
                   [&](Emphasis& e) { mark_inlines(e.children, found); },
                   [&](Strong& e) { mark_inlines(e.children, found); },
                   [&](Boxed<Link>& l) { mark_inlines(l->children, found); },
                   [](auto&) {},
               },
               in.node);
    out.push_back(std::move(in));
  }
  list = std::move(out);
}

void mark_blocks(Blocks& blocks, std::vector<std::string>& found) {
  for (auto& b : blocks)
    std::visit(Overloaded{
                   [&](Paragraph& p) { mark_inlines(p.children, found); },
                   [&](Heading& h) { mark_inlines(h.children, found); },
                   [&](List& l) {
                     for (auto& item : l.items) mark_blocks(item, found);
                   },
                   [&](BlockQuote& q) { mark_blocks(q.children, found); },
                   [](auto&) {},
               },
               b.node);
}

void collect_inlines(const Inlines& list, std::vector<std::string>& found) {
  for (const auto& in : list)
    std::visit(Overloaded{
                   [&](const GapMarker& g) { found.push_back(g.gap); },
                   [&](const Emphasis& e) { collect_inlines(e.children, found); },
                   [&](const Strong& e) { collect_inlines(e.children, found); },
                   [&](const Boxed<Link>& l) { collect_inlines(l->children, found); },
                   [](const auto&) {},
               },
               in.node);
}

void collect_blocks(const Blocks& blocks, std::vector<std::string>& found) {
  for (const auto& b : blocks)
    std::visit(Overloaded{
                   [&](const Paragraph& p) { collect_inlines(p.children, found); },
                   [&](const Heading& h) { collect_inlines(h.children, found); },
                   [&](const List& l) {
                     for (const auto& item : l.items) collect_blocks(item, found);
                   },
                   [&](const BlockQuote& q) { collect_blocks(q.children, found); },
                   [](const auto&) {},
               },
               b.node);
}

}  // namespace

std::vector<GapMarkerSpan> find_gap_markers(std::string_view text) {
  std::vector<GapMarkerSpan> out;
  std::string gap;
  for (std::size_t i = text.find("{{"); i != std::string_view::npos; i = text.find("{{", i + 1)) {
    const std::size_t length = marker_at(text, i, gap);
    if (length == 0) continue;
    out.push_back({i, i + length, gap});
    i += length - 1;
  }
  return out;
}

std::vector<std::string> mark_gaps(Blocks& blocks) {
  std::vector<std::string> found;
  mark_blocks(blocks, found);
  return found;
}

std::vector<std::string> gap_markers_of(const Blocks& blocks) {
  std::vector<std::string> found;
  collect_blocks(blocks, found);
  return found;
}

}  // namespace quizpack
