// Texts of a Moodle XML file: multilang spans split, formats converted, embedded images stored.
#include "import/moodlexml/moodle_xml_context.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "import/gift/gift_rich_text.hpp"
#include "import/html/html_markdown.hpp"
#include "import/moodlexml/base64_decode.hpp"
#include "import/moodlexml/multilang.hpp"
#include "text/markdown.hpp"
#include "text/media_names.hpp"
#include "text/percent_encoding.hpp"

namespace quizpack {
namespace {

// The loader's limit per image, and a bound on all images of one file.
constexpr std::size_t kMaxImageBytes = 16u << 20;
constexpr std::size_t kMaxImportMediaBytes = 256u << 20;

}  // namespace

MoodleXmlContext::MoodleXmlContext(const LineIndex& lines, std::string file, MoodleXmlImport& out, TextMaking making)
    : lines_(lines), file_(std::move(file)), out_(out), making_(making) {}

SourceLocation MoodleXmlContext::where(pugi::xml_node node) const {
  return lines_.where(file_, static_cast<std::size_t>(std::max<std::ptrdiff_t>(node.offset_debug(), 0)));
}

void MoodleXmlContext::warn(const std::string& rule, const std::string& message, pugi::xml_node node) {
  out_.diagnostics.push_back(warning(rule, message, where(node)));
}

void MoodleXmlContext::fail(const std::string& rule, const std::string& message, pugi::xml_node node) {
  out_.diagnostics.push_back(error(rule, message, where(node)));
}

std::string MoodleXmlContext::image_path(pugi::xml_node file, const std::string& what) {
  const std::string name = file.attribute("name").value();
  const std::string mime = image_media_type(name);
  if (mime.empty()) {
    fail("import-media", what + ": the image " + name + " is not PNG, JPEG, GIF, SVG or WebP", file);
    return "";
  }
  const std::string_view encoded = file.text().get();
  const auto symbols = std::count_if(encoded.begin(), encoded.end(),
                                     [](char c) { return std::isspace(static_cast<unsigned char>(c)) == 0; });
  if (static_cast<std::size_t>(symbols) / 4 * 3 > kMaxImageBytes) {
    fail("import-media", what + ": the image " + name + " is over the bank's 16 MiB per image", file);
    return "";
  }
  auto bytes = decode_base64(encoded);
  if (!bytes) {
    fail("import-media", what + ": the file " + name + " is not valid base64", file);
    return "";
  }
  MediaFile image{"media/" + bank_file_name(name), mime, std::move(*bytes)};
  if (making_.naming == MediaNaming::Provisional) {
    provisional_.push_back({image.path, mime, file});
    return image.path;
  }
  auto path = stored(std::move(image));
  if (!path) fail("import-media", what + ": the images of the file are over 256 MiB in all", file);
  return path.value_or("");
}

std::optional<std::string> MoodleXmlContext::stored(MediaFile image) {
  const std::string& wanted = image.path;
  std::string path = wanted;
  for (int n = 2;; ++n) {
    const auto same =
        std::find_if(out_.media.begin(), out_.media.end(), [&](const MediaFile& m) { return m.path == path; });
    if (same == out_.media.end()) break;
    if (same->bytes == image.bytes) return path;
    const auto dot = wanted.rfind('.');
    path = wanted.substr(0, dot) + "-" + std::to_string(n) + wanted.substr(dot);
  }
  if (media_bytes_ + image.bytes.size() > kMaxImportMediaBytes) return std::nullopt;
  media_bytes_ += image.bytes.size();
  out_.media.push_back(MediaFile{path, std::move(image.mime), std::move(image.bytes)});
  std::sort(out_.media.begin(), out_.media.end(),
            [](const MediaFile& a, const MediaFile& b) { return a.path < b.path; });
  return path;
}

RichText MoodleXmlContext::rich_text(const std::string& raw, const std::string& format,
                                     const std::vector<std::string>& names, const std::vector<std::string>& paths,
                                     std::vector<std::string>& changes) const {
  std::string source;
  if (format == "plain_text") {
    source = markdown_for_plain(raw);
  } else if (format == "markdown") {
    source = raw;
  } else if (format == "html") {
    const ImageSource image_source = [&](const std::string& src) {
      const std::string decoded = percent_decoded(src);
      for (std::size_t i = 0; i < names.size(); ++i)
        if (decoded == "@@PLUGINFILE@@" + names[i]) return paths[i].empty() ? src : paths[i];  // "": refused
      return decoded.rfind("@@PLUGINFILE@@", 0) == 0 ? std::string() : src;  // a file the text does not hold
    };
    HtmlMarkdown html = markdown_from_html(raw, image_source);
    source = std::move(html.markdown);
    changes.insert(changes.end(), html.changes.begin(), html.changes.end());
  } else {
    source = markdown_for_plain(raw);
  }
  if (!making_.trees) return RichText{std::move(source), {}, false};
  return parse_markdown(source);
}

LocalizedText MoodleXmlContext::text(pugi::xml_node holder, const std::string& what) {
  if (!holder) return {};
  return text(holder, holder.child("text").text().get(), what);
}

LocalizedText MoodleXmlContext::text(pugi::xml_node holder, const std::string& raw, const std::string& what) {
  LocalizedText out;
  std::vector<std::string> names, paths;
  for (auto file : holder.children("file")) {
    const std::string folder = file.attribute("path") ? file.attribute("path").value() : "/";
    names.push_back(folder + file.attribute("name").value());
    paths.push_back(image_path(file, what));
  }
  std::string format = holder.attribute("format") ? holder.attribute("format").value() : "moodle_auto_format";
  if (format == "moodle_auto_format" && looks_like_html(raw)) format = "html";
  const MultilangText split = split_multilang(raw);
  std::vector<std::string> changes;
  for (const auto& lang : out_.languages)
    out.by_language.set(
        lang, Translation{rich_text(text_in(split, lang), format, names, paths, changes), TranslationState::Source});
  for (const auto& change : std::set<std::string>(changes.begin(), changes.end()))
    warn("import-html", what + ": " + change, holder);
  return out;
}

LocalizedText MoodleXmlContext::name(pugi::xml_node holder, const std::string& what) {
  const std::string raw = holder.child("text").text().get();
  if (!split_multilang(raw).languages.empty()) return text(holder, what);
  const std::size_t first = raw.find_first_not_of(" \t\r\n");
  const std::string trimmed =
      first == std::string::npos ? "" : raw.substr(first, raw.find_last_not_of(" \t\r\n") - first + 1);
  std::vector<std::string> no_changes;
  LocalizedText out;
  for (const auto& lang : out_.languages)
    out.by_language.set(lang,
                        Translation{rich_text(trimmed, "plain_text", {}, {}, no_changes), TranslationState::Source});
  return out;
}

}  // namespace quizpack
