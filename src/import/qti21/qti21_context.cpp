// Texts of a QTI 2.1 package: XHTML turned into the bank's CommonMark, images copied from the package into media/.
#include "import/qti21/qti21_context.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "import/html/html_markdown.hpp"
#include "text/markdown.hpp"
#include "text/media_names.hpp"
#include "text/percent_encoding.hpp"

namespace quizpack::qti21 {
namespace {

// The loader's limit per image.
constexpr std::size_t kMaxImageBytes = std::size_t{16} << 20;

// The bank's name for the file at `path` in the package: its last segment, made safe.
std::string safe_name(const std::string& path) {
  const auto slash = path.rfind('/');
  return bank_file_name(path.substr(slash == std::string::npos ? 0 : slash + 1));
}

void strip(pugi::xml_node node, const std::vector<std::string_view>& skipped) {
  for (pugi::xml_node c = node.first_child(); c;) {
    const pugi::xml_node next = c.next_sibling();
    if (c.type() == pugi::node_cdata) {
      const std::string text = c.value();
      node.insert_child_before(pugi::node_pcdata, c).set_value(text.c_str());
      node.remove_child(c);
    } else if (c.type() == pugi::node_element &&
               std::find(skipped.begin(), skipped.end(), local_name(c)) != skipped.end()) {
      node.remove_child(c);
    } else if (c.type() == pugi::node_element) {
      strip(c, skipped);
    }
    c = next;
  }
}

}  // namespace

Context::Context(const std::vector<PackageEntry>& entries, std::string package, Qti21Import& out)
    : package_(std::move(package)), out_(out) {
  while (package_.size() > 1 && package_.back() == '/') package_.pop_back();  // a folder given as dir/
  for (const auto& e : entries) files_.emplace(e.path, &e.bytes);
}

const std::string* Context::file(const std::string& path) const {
  const auto it = files_.find(path);
  return it == files_.end() ? nullptr : it->second;
}

void Context::warn(const std::string& rule, const std::string& message, const XmlEntry& entry, pugi::xml_node node) {
  out_.diagnostics.push_back(warning(rule, message, entry.where(node)));
}

void Context::fail(const std::string& rule, const std::string& message, const XmlEntry& entry, pugi::xml_node node) {
  out_.diagnostics.push_back(error(rule, message, entry.where(node)));
}

std::string Context::image_path(const std::string& src, const std::string& item_path, const XmlEntry& item,
                                pugi::xml_node node, const std::string& what) {
  const std::string path = resolve_path(item_path, percent_decoded(src));
  const std::string* bytes = path.empty() ? nullptr : file(path);
  if (bytes == nullptr) {
    fail("import-media", what + ": the image " + src + " is not in the package", item, node);
    return src;
  }
  const std::string name = safe_name(path);
  const std::string mime = image_media_type(name);
  if (mime.empty() || bytes->size() > kMaxImageBytes) {
    fail("import-media",
         what + ": the image " + src + (mime.empty() ? " is not PNG, JPEG, GIF, SVG or WebP" : " is over 16 MiB"), item,
         node);
    return src;
  }
  std::string stored = "media/" + name;
  for (int n = 2;; ++n) {
    const auto same =
        std::find_if(out_.media.begin(), out_.media.end(), [&](const MediaFile& m) { return m.path == stored; });
    if (same == out_.media.end()) break;
    if (same->bytes == *bytes) return stored;
    const auto dot = name.rfind('.');
    stored = "media/" + name.substr(0, dot) + "-" + std::to_string(n) + name.substr(dot);
  }
  out_.media.push_back(MediaFile{stored, mime, *bytes});
  std::sort(out_.media.begin(), out_.media.end(),
            [](const MediaFile& a, const MediaFile& b) { return a.path < b.path; });
  return stored;
}

LocalizedText Context::text(const std::string& html, const std::string& item_path, const XmlEntry& item,
                            pugi::xml_node node, const std::string& what) {
  const ImageSource images = [&](const std::string& src) { return image_path(src, item_path, item, node, what); };
  HtmlMarkdown converted = markdown_from_html(html, images);
  for (const auto& change : std::set<std::string>(converted.changes.begin(), converted.changes.end()))
    warn("import-html", what + ": " + change, item, node);
  LocalizedText out;
  out.by_language.set(lang(), Translation{parse_markdown(converted.markdown), TranslationState::Source});
  return out;
}

namespace {

// The node of `copy` at the place `original` has under `node`.
pugi::xml_node same_place(pugi::xml_node node, pugi::xml_node original, pugi::xml_node copy) {
  std::vector<std::size_t> steps;  // child positions from `node` down to `original`
  for (pugi::xml_node n = original; n && n != node; n = n.parent()) {
    std::size_t at = 0;
    for (pugi::xml_node s = n.previous_sibling(); s; s = s.previous_sibling()) ++at;
    steps.push_back(at);
  }
  pugi::xml_node target = copy;
  for (auto it = steps.rbegin(); it != steps.rend() && target; ++it) {
    target = target.first_child();
    for (std::size_t i = 0; i < *it && target; ++i) target = target.next_sibling();
  }
  return target;
}

}  // namespace

std::string xhtml_of(pugi::xml_node node, const std::vector<std::string_view>& skipped, pugi::xml_node blanked,
                     const char* blank) {
  std::vector<Replacement> replaced;
  if (blanked) replaced.push_back({blanked, blank});
  return xhtml_of(node, skipped, replaced);
}

std::string xhtml_of(pugi::xml_node node, const std::vector<std::string_view>& skipped,
                     const std::vector<Replacement>& replaced) {
  pugi::xml_document copy;
  const pugi::xml_node root = copy.append_copy(node);
  std::vector<std::pair<pugi::xml_node, const std::string*>> targets;  // found before any is replaced
  for (const auto& r : replaced)
    if (const pugi::xml_node target = same_place(node, r.element, root)) targets.emplace_back(target, &r.text);
  for (const auto& [target, text] : targets) {
    target.parent().insert_child_before(pugi::node_pcdata, target).set_value(text->c_str());
    target.parent().remove_child(target);
  }
  strip(root, skipped);
  std::ostringstream out;
  for (auto c : root.children()) c.print(out, "", pugi::format_raw | pugi::format_no_declaration);
  return out.str();
}

}  // namespace quizpack::qti21
