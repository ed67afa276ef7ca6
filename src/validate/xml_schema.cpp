// Validates XML documents against the XSDs bundled in schemas/ (embedded in the binary), with libxml2.
#include "validate/xml_schema.hpp"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlschemas.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>

#include "embed/embedded_file.hpp"

namespace quizpack {
namespace {

constexpr std::string_view kScheme = "quizpack-schemas:/";

// libxml2 input callbacks that serve quizpack-schemas:/<path> from the embedded schemas.
struct EmbeddedReader {
  std::string_view data;
  size_t offset = 0;
};

int match_embedded(const char* uri) { return uri && std::string_view(uri).starts_with(kScheme); }

// "qti21/../common/xml.xsd" → "common/xml.xsd"; nullopt when the path climbs above the root.
std::optional<std::string> normalize(std::string_view path) {
  std::vector<std::string_view> parts;
  while (!path.empty()) {
    const auto slash = path.find('/');
    const std::string_view part = path.substr(0, slash);
    path = slash == std::string_view::npos ? std::string_view{} : path.substr(slash + 1);
    if (part.empty() || part == ".") continue;
    if (part == "..") {
      if (parts.empty()) return std::nullopt;
      parts.pop_back();
    } else {
      parts.push_back(part);
    }
  }
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : "/") + std::string(p);
  return out;
}

void* open_embedded(const char* uri) {
  const auto path = normalize(std::string_view(uri).substr(kScheme.size()));
  const auto* f = path ? find_embedded(schema_files(), *path) : nullptr;
  return f ? new EmbeddedReader{f->data, 0} : nullptr;
}

int read_embedded(void* ctx, char* buffer, int len) {
  auto* r = static_cast<EmbeddedReader*>(ctx);
  const size_t n = std::min(static_cast<size_t>(len), r->data.size() - r->offset);
  std::memcpy(buffer, r->data.data() + r->offset, n);
  r->offset += n;
  return static_cast<int>(n);
}

int close_embedded(void* ctx) {
  delete static_cast<EmbeddedReader*>(ctx);
  return 0;
}

// Refuses every other URL, so no schema is ever fetched from the network or the disk.
xmlParserInputPtr no_external_entities(const char* url, const char*, xmlParserCtxtPtr ctxt) {
  if (url && match_embedded(url)) return xmlNewInputFromFile(ctxt, url);
  return nullptr;
}

void collect_error(void* ctx, xmlErrorPtr err) {
  auto* out = static_cast<std::vector<std::string>*>(ctx);
  std::string msg = err->message ? err->message : "unknown error";
  while (!msg.empty() && msg.back() == '\n') msg.pop_back();
  out->push_back("line " + std::to_string(err->line) + ": " + msg);
}

void ignore_generic(void*, const char*, ...) {}

struct SchemaDeleter {
  void operator()(xmlSchema* s) const { xmlSchemaFree(s); }
};

class SchemaCache {
 public:
  SchemaCache() {
    xmlInitParser();
    xmlRegisterInputCallbacks(match_embedded, open_embedded, read_embedded, close_embedded);
    xmlSetGenericErrorFunc(nullptr, ignore_generic);
    xmlSetExternalEntityLoader(no_external_entities);
  }

  xmlSchema* get(const std::string& path) {
    std::lock_guard lock(mutex_);
    xmlSetGenericErrorFunc(nullptr, ignore_generic);
    auto it = schemas_.find(path);
    if (it != schemas_.end()) return it->second.get();
    if (!find_embedded(schema_files(), path)) throw std::runtime_error("no bundled schema " + path);
    const std::string url = std::string(kScheme) + path;
    std::vector<std::string> errors;
    xmlSchemaParserCtxt* pctxt = xmlSchemaNewParserCtxt(url.c_str());
    xmlSchemaSetParserStructuredErrors(pctxt, collect_error, &errors);
    xmlSchema* schema = xmlSchemaParse(pctxt);
    xmlSchemaFreeParserCtxt(pctxt);
    if (!schema) {
      std::string msg = "bundled schema " + path + " does not compile";
      for (const auto& e : errors) msg += "\n  " + e;
      throw std::runtime_error(msg);
    }
    return schemas_.emplace(path, std::unique_ptr<xmlSchema, SchemaDeleter>(schema)).first->second.get();
  }

 private:
  std::mutex mutex_;
  std::map<std::string, std::unique_ptr<xmlSchema, SchemaDeleter>> schemas_;
};

SchemaCache& cache() {
  static SchemaCache instance;
  return instance;
}

// Parser errors (not well-formed) and validity errors, as "line N: message".
void collect_stream_error(void* ctx, xmlErrorPtr err) {
  auto* out = static_cast<std::vector<std::string>*>(ctx);
  std::string msg = err->message ? err->message : "unknown error";
  while (!msg.empty() && msg.back() == '\n') msg.pop_back();
  const bool syntax = err->domain == XML_FROM_PARSER || err->domain == XML_FROM_IO;
  out->push_back("line " + std::to_string(err->line) + ": " + (syntax ? "not well-formed XML: " : "") + msg);
}

// libxml2 input callback: copies the next piece of the document (a std::string_view) into the parser's buffer.
int read_piece(void* context, char* buffer, int length) {
  auto* rest = static_cast<std::string_view*>(context);
  const std::size_t n = std::min(rest->size(), static_cast<std::size_t>(std::max(length, 0)));
  std::memcpy(buffer, rest->data(), n);
  rest->remove_prefix(n);
  return static_cast<int>(n);
}

int close_nothing(void*) { return 0; }

// Sends this thread's libxml2 parser errors to `errors` while it lives (libxml2 keeps the handlers per thread).
class CollectParserErrors {
 public:
  explicit CollectParserErrors(std::vector<std::string>& errors) {
    xmlSetGenericErrorFunc(nullptr, ignore_generic);
    xmlSetStructuredErrorFunc(&errors, collect_stream_error);
  }
  ~CollectParserErrors() { xmlSetStructuredErrorFunc(nullptr, nullptr); }
  CollectParserErrors(const CollectParserErrors&) = delete;
  CollectParserErrors& operator=(const CollectParserErrors&) = delete;
};

// The message for a document the validator refused without saying why.
std::string not_valid(const std::string& schema_path) { return "line 0: document is not valid against " + schema_path; }

// One validation context per schema and thread, reused across documents.
xmlSchemaValidCtxt* valid_context(xmlSchema* schema) {
  struct Contexts {
    std::map<xmlSchema*, xmlSchemaValidCtxt*> by_schema;
    ~Contexts() {
      for (auto& [s, c] : by_schema) xmlSchemaFreeValidCtxt(c);
    }
  };
  thread_local Contexts contexts;
  auto& ctxt = contexts.by_schema[schema];
  if (!ctxt) ctxt = xmlSchemaNewValidCtxt(schema);
  return ctxt;
}

}  // namespace

std::vector<std::string> validate_xml(std::string_view xml, const std::string& schema_path) {
  xmlSchema* schema = cache().get(schema_path);
  std::vector<std::string> errors;
  xmlSchemaValidCtxt* vctxt = valid_context(schema);
  xmlSchemaSetValidStructuredErrors(vctxt, collect_stream_error, &errors);
  int rc = -1;
  {
    const CollectParserErrors collect(errors);
    // Validated while parsing: no tree is built, and the document is read in pieces, never copied whole.
    // The function takes the buffer over and frees it.
    std::string_view rest = xml;
    xmlParserInputBuffer* input =
        xmlParserInputBufferCreateIO(read_piece, close_nothing, &rest, XML_CHAR_ENCODING_NONE);
    if (input) rc = xmlSchemaValidateStream(vctxt, input, XML_CHAR_ENCODING_NONE, nullptr, nullptr);
  }
  xmlSchemaSetValidStructuredErrors(vctxt, nullptr, nullptr);
  if (rc != 0 && errors.empty()) errors.push_back(not_valid(schema_path));
  return errors;
}

namespace {

// The validator's line numbers come from the push parser, which the SAX plug leaves unknown to it.
int parser_line(void* parser, const char** file, unsigned long* line) {
  const auto* ctxt = static_cast<xmlParserCtxt*>(parser);
  if (file) *file = nullptr;
  if (line) *line = ctxt && ctxt->input ? static_cast<unsigned long>(ctxt->input->line) : 0;
  return 0;
}

}  // namespace

struct XmlStreamValidator::State {
  std::string schema_path;
  std::vector<std::string> errors;
  xmlSchemaValidCtxt* valid = nullptr;
  xmlSchemaSAXPlugPtr plug = nullptr;
  xmlSAXHandlerPtr sax = nullptr;  // the plug writes these back when unplugged: they must outlive it
  void* user_data = nullptr;
  xmlParserCtxt* parser = nullptr;
  bool finished = false;

  ~State() {
    if (parser) xmlFreeParserCtxt(parser);
    if (plug) xmlSchemaSAXUnplug(plug);
    if (valid) xmlSchemaFreeValidCtxt(valid);
  }

  // Parses one piece (the end of the document when `last`), with this document's error collectors in place.
  void parse(const char* data, int size, bool last) {
    const CollectParserErrors collect(errors);
    xmlParseChunk(parser, data, size, last ? 1 : 0);
  }
};

XmlStreamValidator::XmlStreamValidator(const std::string& schema) : state_(std::make_unique<State>()) {
  State& s = *state_;
  s.schema_path = schema;
  s.valid = xmlSchemaNewValidCtxt(cache().get(schema));
  if (!s.valid) throw std::runtime_error("cannot start validating against " + schema);
  xmlSchemaSetValidStructuredErrors(s.valid, collect_stream_error, &s.errors);
  s.plug = xmlSchemaSAXPlug(s.valid, &s.sax, &s.user_data);
  if (s.plug) s.parser = xmlCreatePushParserCtxt(s.sax, s.user_data, nullptr, 0, nullptr);
  if (!s.parser) throw std::runtime_error("cannot start validating against " + schema);
  xmlSchemaValidateSetLocator(s.valid, parser_line, s.parser);
}

XmlStreamValidator::~XmlStreamValidator() = default;

void XmlStreamValidator::feed(std::string_view piece) {
  constexpr std::size_t kMaxChunk = std::size_t{1} << 30;
  while (!piece.empty() && !state_->finished) {
    const std::size_t n = std::min(piece.size(), kMaxChunk);
    state_->parse(piece.data(), static_cast<int>(n), false);
    piece.remove_prefix(n);
  }
}

std::vector<std::string> XmlStreamValidator::finish() {
  State& s = *state_;
  if (!s.finished) {
    s.parse(nullptr, 0, true);
    s.finished = true;
  }
  const bool valid = s.parser->wellFormed && xmlSchemaIsValid(s.valid) == 1;
  if (!valid && s.errors.empty()) s.errors.push_back(not_valid(s.schema_path));
  return std::move(s.errors);
}

}  // namespace quizpack
