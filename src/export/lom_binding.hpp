// The names of the two LOM bindings package manifests use: IMS Metadata 1.2 and IEEE LOM, under a prefix.
#pragma once

#include <string>
#include <string_view>

namespace quizpack {

// One LOM binding's names under a namespace prefix.
struct LomBinding {
  std::string_view prefix;      // the namespace prefix with its colon
  std::string_view lifecycle;   // the category holding the version
  std::string_view string;      // the element holding one language's text
  const char* string_language;  // that element's language attribute
  bool identifier_has_catalog;  // an identifier is <catalog> and <entry>, not text

  // The prefixed name of the LOM element `local`.
  std::string element(std::string_view local) const { return std::string(prefix).append(local); }
};

// IMS Metadata 1.2 under `prefix`.
constexpr LomBinding ims_metadata_1p2(std::string_view prefix) {
  return {prefix, "lifecycle", "langstring", "xml:lang", false};
}

// IEEE LOM under `prefix`.
constexpr LomBinding ieee_lom(std::string_view prefix) { return {prefix, "lifeCycle", "string", "language", true}; }

}  // namespace quizpack
