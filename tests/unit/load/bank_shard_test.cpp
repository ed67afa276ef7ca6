// Shards: K/N read strictly, the bank id peeked without the rest of the file, each key in exactly one shard.
#include <catch2/catch.hpp>

#include <string>

#include "load/bank_shard.hpp"

using namespace quizpack;

TEST_CASE("A shard is read as K/N with 1 <= K <= N and nothing else") {
  const auto two_of_three = read_shard("2/3");
  REQUIRE(two_of_three);
  CHECK(two_of_three->index == 2);
  CHECK(two_of_three->count == 3);
  CHECK(read_shard("1/1"));
  for (const char* wrong : {"0/3", "4/3", "3", "/3", "2/", "2/0", "-1/3", "1/3x", " 1/3", "a/b", ""})
    CHECK_FALSE(read_shard(wrong));
}

TEST_CASE("The bank id is the top-level id, read up to it only") {
  CHECK(peek_bank_id(R"({"$schema": "x", "id": "bank-a", "questions": [)") == "bank-a");
  CHECK(peek_bank_id(R"({"title": {"id": "inner"}, "questions": [{"id": "q1"}], "id": "outer"})") == "outer");
  CHECK_FALSE(peek_bank_id(R"({"questions": [{"id": "q1"}]})"));
  CHECK_FALSE(peek_bank_id(R"({"id": 7})"));
  CHECK_FALSE(peek_bank_id("not json"));
  CHECK_FALSE(peek_bank_id(R"(["id", "x"])"));
}

TEST_CASE("Every key is in exactly one of N shards, and one shard takes all") {
  for (unsigned count : {1u, 3u, 7u}) {
    for (int b = 0; b < 200; ++b) {
      const std::string key = "bank-" + std::to_string(b);
      int owners = 0;
      for (unsigned index = 1; index <= count; ++index) owners += in_shard(key, Shard{index, count});
      CHECK(owners == 1);
    }
  }
  CHECK(in_shard("anything", Shard{}));
}

TEST_CASE("Shards are the same on every machine: FNV-1a 64 of the id, modulo N") {
  // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c; modulo 7 that is 5, so shard 6 of 7.
  CHECK(in_shard("a", Shard{6, 7}));
  CHECK_FALSE(in_shard("a", Shard{5, 7}));
}
