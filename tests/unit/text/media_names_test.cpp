// The image types a bank accepts and the file names importers give images.
#include <catch2/catch.hpp>

#include "text/media_names.hpp"

using quizpack::bank_file_name;
using quizpack::image_media_type;

TEST_CASE("image types by extension, in any case; anything else is not an image the bank takes") {
  CHECK(image_media_type("a.png") == "image/png");
  CHECK(image_media_type("media/A.JPG") == "image/jpeg");
  CHECK(image_media_type("b.jpeg") == "image/jpeg");
  CHECK(image_media_type("c.Gif") == "image/gif");
  CHECK(image_media_type("d.svg") == "image/svg+xml");
  CHECK(image_media_type("e.webp") == "image/webp");
  CHECK(image_media_type("run.sh").empty());
  CHECK(image_media_type("png").empty());
}

TEST_CASE("bank file names keep letters, digits, dots and underscores, and are never hidden or empty") {
  CHECK(bank_file_name("loss_scale.v2.png") == "loss_scale.v2.png");
  CHECK(bank_file_name("loss scale (1).png") == "loss-scale--1-.png");
  CHECK(bank_file_name("../x.png") == "image..-x.png");
  CHECK(bank_file_name(".hidden") == "image.hidden");
  CHECK(bank_file_name("") == "image");
}
