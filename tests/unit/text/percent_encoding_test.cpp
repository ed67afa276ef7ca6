// Percent-encoding of package paths: what is kept, what is encoded, and bytes beyond ASCII.
#include <catch2/catch.hpp>

#include "text/percent_encoding.hpp"

using quizpack::percent_encoded;

TEST_CASE("unreserved characters and slashes are kept, everything else is encoded upper case") {
  CHECK(percent_encoded("media/loss-scale_2.v1~a.png") == "media/loss-scale_2.v1~a.png");
  CHECK(percent_encoded("media/loss scale.png") == "media/loss%20scale.png");
  CHECK(percent_encoded("a?b#c%d") == "a%3Fb%23c%25d");
  CHECK(percent_encoded("media/é.png") == "media/%C3%A9.png");
  CHECK(percent_encoded("") == "");
}

TEST_CASE("a caller may keep more characters, as SCORM hrefs keep sub-delimiters") {
  CHECK(percent_encoded("a(1)+b,c.png", "-._~/()+,") == "a(1)+b,c.png");
  CHECK(percent_encoded("a(1).png") == "a%281%29.png");
}

TEST_CASE("decoding undoes encoding, reads either case and leaves a lone or broken % as it is") {
  using quizpack::percent_decoded;
  for (const char* path : {"media/loss scale.png", "a?b#c%d", "media/é.png", ""})
    CHECK(percent_decoded(percent_encoded(path)) == path);
  CHECK(percent_decoded("a%2fb%2Fc") == "a/b/c");
  CHECK(percent_decoded("100%") == "100%");
  CHECK(percent_decoded("%zz%4") == "%zz%4");
}
