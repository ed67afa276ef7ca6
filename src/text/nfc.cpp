// Unicode Normalization Form C, through ICU: one spelling for texts that learners' answers are compared with.
#include "text/nfc.hpp"

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>

#include <algorithm>

#include "text/utf8.hpp"

namespace quizpack {
namespace {

bool is_ascii(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

bool is_well_formed(const std::string& s) { return first_malformed_utf8(s) == std::string_view::npos; }

}  // namespace

std::string to_nfc(std::string text) {
  if (is_ascii(text) || !is_well_formed(text)) return text;
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) return text;
  const icu::StringPiece piece(text.data(), static_cast<int32_t>(text.size()));
  if (nfc->isNormalizedUTF8(piece, status) && U_SUCCESS(status)) return text;
  status = U_ZERO_ERROR;
  std::string out;
  out.reserve(text.size());
  icu::StringByteSink<std::string> sink(&out);
  nfc->normalizeUTF8(0, piece, sink, nullptr, status);
  return U_SUCCESS(status) ? out : text;
}

}  // namespace quizpack
