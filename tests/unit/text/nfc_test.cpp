// Normalization Form C through ICU: composes, leaves NFC and ill-formed UTF-8 alone.
#include <catch2/catch.hpp>

#include <string>

#include "text/nfc.hpp"

using namespace quizpack;

TEST_CASE("decomposed text is composed") {
  CHECK(to_nfc("cafe\xCC\x81") == "caf\xC3\xA9");
  CHECK(to_nfc("\xE2\x84\xAB") == "\xC3\x85");  // ANGSTROM SIGN → A WITH RING ABOVE
}

TEST_CASE("text already in NFC comes back unchanged") {
  CHECK(to_nfc("caf\xC3\xA9") == "caf\xC3\xA9");
  CHECK(to_nfc("plain ascii") == "plain ascii");
  CHECK(to_nfc("") == "");
  CHECK(to_nfc("\xE6\x8C\x87\xE6\x95\xB0\xE9\x83\xA8") == "\xE6\x8C\x87\xE6\x95\xB0\xE9\x83\xA8");
}

TEST_CASE("Hangul jamo compose into a syllable") {
  CHECK(to_nfc("\xE1\x84\x80\xE1\x85\xA1") == "\xEA\xB0\x80");              // U+1100 U+1161 → U+AC00
  CHECK(to_nfc("\xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8") == "\xEA\xB0\x81");  // with U+11A8 → U+AC01
}

TEST_CASE("ill-formed UTF-8 passes through unchanged, not normalised and not replaced") {
  const std::string truncated = "cafe\xCC\x81\xC3";
  CHECK(to_nfc(truncated) == truncated);
  const std::string stray =
      "\xFF"
      "e\xCC\x81";
  CHECK(to_nfc(stray) == stray);
  const std::string surrogate = "e\xCC\x81\xED\xA0\x80";
  CHECK(to_nfc(surrogate) == surrogate);
}
