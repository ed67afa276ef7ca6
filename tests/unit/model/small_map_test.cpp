// SmallMap: the map of a text's languages, kept as a sorted vector.
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <string>

#include "model/boxed.hpp"
#include "model/small_map.hpp"

using namespace quizpack;

TEST_CASE("a small map finds, inserts and iterates in key order, as std::map does") {
  SmallMap<std::string, int> small;
  std::map<std::string, int> reference;
  std::mt19937 rng(7);
  for (int i = 0; i < 2000; ++i) {
    const std::string key = "k" + std::to_string(rng() % 50);
    const int value = static_cast<int>(rng() % 1000);
    CHECK(small.emplace(key, value).second == reference.emplace(key, value).second);
    if (i % 3 == 0) {
      small.at(key) += 1;
      reference.at(key) += 1;
    }
    if (i % 7 == 0) {
      small.set(key + "x", value);
      reference[key + "x"] = value;
    }
  }
  REQUIRE(small.size() == reference.size());
  auto it = reference.begin();
  for (const auto& [key, value] : small) {
    CHECK(key == it->first);
    CHECK(value == it->second);
    ++it;
  }
  CHECK(small.count("k3") == reference.count("k3"));
  CHECK(small.count("absent") == 0);
  CHECK(small.find("absent") == small.end());
  CHECK_THROWS_AS(small.at("absent"), std::out_of_range);
  CHECK(small.at("k3") == reference.at("k3"));
}

TEST_CASE("emplace keeps the first value of a key") {
  SmallMap<std::string, std::string> m;
  CHECK(m.emplace("ja", "first").second);
  CHECK_FALSE(m.emplace("ja", "second").second);
  CHECK(m.at("ja") == "first");
  CHECK(m.set("ja", "replaced") == "replaced");
  CHECK(m.at("ja") == "replaced");
}

TEST_CASE("set may copy a value of the same map, even when the insertion moves every value") {
  SmallMap<std::string, std::string> m;
  m.set("en", std::string(100, 'e'));
  for (const char* lang : {"aa", "ab", "ac", "ad", "ae", "af", "ag", "ah"}) m.set(lang, m.at("en"));
  CHECK(m.size() == 9);
  for (const auto& [lang, text] : m) CHECK(text == std::string(100, 'e'));
  CHECK(m.begin()->first == "aa");
}

TEST_CASE("a boxed value copies deeply and moves its pointer") {
  Boxed<std::string> a(std::string("text"));
  Boxed<std::string> b = a;
  *b += " changed";
  CHECK(*a == "text");
  CHECK(*b == "text changed");
  const std::string* held = &*b;
  Boxed<std::string> c = std::move(b);
  CHECK(&*c == held);
  a = c;
  CHECK(*a == "text changed");
  CHECK(&*a != &*c);
  CHECK(unboxed(a) == "text changed");
  CHECK(unboxed(std::string("plain")) == "plain");
}
