// The streaming XML writer against pugixml's indented save: random documents must give the same bytes.
#include <catch2/catch.hpp>

#include <random>
#include <sstream>
#include <stdexcept>

#include <pugixml.hpp>

#include "formats/xml/xml_writer.hpp"

using namespace quizpack;

namespace {

// What pugixml writes for a document, as the writers used to produce it (their documents held a declaration).
std::string pugixml_bytes(const pugi::xml_document& document) {
  std::ostringstream out;
  document.save(out, "  ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
  return out.str();
}

// The reference for XmlWriter::open_inline: empty text nodes around child elements keep them on the line.
void keep_inline(pugi::xml_node node) {
  for (pugi::xml_node child = node.first_child(); child;) {
    pugi::xml_node next = child.next_sibling();
    if (child.type() == pugi::node_element) {
      keep_inline(child);
      if (child.previous_sibling().type() != pugi::node_pcdata) node.insert_child_before(pugi::node_pcdata, child);
    }
    child = next;
  }
  if (node.last_child().type() == pugi::node_element) node.append_child(pugi::node_pcdata);
}

std::string random_value(std::mt19937& random) {
  static const std::vector<std::string> pieces = {
      "a",  "text", " ",    "&",    "<", ">",    "\"",           "'", "]]>", "]",    "]]", "\t", "\n",
      "\r", "\x01", "\x1f", "\x7f", "é", "日本", "\xe0\xa4\xb9", "=", "/",   "&amp;"};
  std::string out;
  const auto length = random() % 6;
  for (unsigned i = 0; i < length; ++i) out += pieces[random() % pieces.size()];
  if (random() % 40 == 0) out += std::string(1, '\0') + "after nul";
  return out;
}

const char* random_name(std::mt19937& random) {
  static const char* names[] = {"a", "p", "text", "question", "imsmd:langstring", "x"};
  return names[random() % (sizeof names / sizeof names[0])];
}

// Appends random content to both documents; `inline_roots` collects elements to keep inline afterwards.
void add_content(std::mt19937& random, pugi::xml_node node, xml::XmlWriter& writer, int depth, bool inside_inline,
                 std::vector<pugi::xml_node>& inline_roots) {
  const auto children = depth > 4 ? 0 : random() % 5;
  for (unsigned i = 0; i < children; ++i) {
    switch (random() % 4) {
      case 0: {
        const std::string value = random_value(random);
        node.append_child(pugi::node_pcdata).set_value(value.c_str());
        writer.text(value);
        break;
      }
      case 1: {
        const std::string value = random_value(random);
        node.append_child(pugi::node_cdata).set_value(value.c_str());
        writer.cdata(value);
        break;
      }
      default: {
        const char* name = random_name(random);
        pugi::xml_node child = node.append_child(name);
        const bool make_inline = !inside_inline && random() % 4 == 0;
        if (make_inline) {
          writer.open_inline(name);
          inline_roots.push_back(child);
        } else {
          writer.open(name);
        }
        const auto attributes = random() % 3;
        for (unsigned a = 0; a < attributes; ++a) {
          const std::string attribute_name = "at" + std::to_string(a);
          const std::string value = random_value(random);
          child.append_attribute(attribute_name.c_str()).set_value(value.c_str());
          writer.attribute(attribute_name, value);
        }
        add_content(random, child, writer, depth + 1, inside_inline || make_inline, inline_roots);
        writer.close(name);
      }
    }
  }
}

}  // namespace

TEST_CASE("XmlWriter writes the bytes pugixml saves, for random documents") {
  std::mt19937 random(20261130);
  for (int round = 0; round < 3000; ++round) {
    pugi::xml_document document;
    xml::XmlWriter writer;
    if (round % 5 != 0) {
      pugi::xml_node declaration = document.append_child(pugi::node_declaration);
      declaration.append_attribute("version") = "1.0";
      declaration.append_attribute("encoding") = "UTF-8";
      writer.declaration();
    }
    pugi::xml_node root = document.append_child("root");
    writer.open("root");
    std::vector<pugi::xml_node> inline_roots;
    add_content(random, root, writer, 0, false, inline_roots);
    writer.close("root");
    for (pugi::xml_node node : inline_roots) keep_inline(node);
    const std::string expected = pugixml_bytes(document);
    const std::string written = writer.finish();
    INFO("round " << round);
    REQUIRE(written == expected);
  }
}

TEST_CASE("XmlWriter escapes every byte as pugixml does in text and attributes") {
  for (int c = 1; c < 256; ++c) {
    const std::string value = std::string("a") + static_cast<char>(c) + "b";
    pugi::xml_document document;
    pugi::xml_node node = document.append_child("e");
    node.append_attribute("v").set_value(value.c_str());
    node.text().set(value.c_str());
    xml::XmlWriter writer;
    writer.open("e");
    writer.attribute("v", value);
    writer.text(value);
    writer.close("e");
    INFO("byte " << c);
    CHECK(writer.finish() == pugixml_bytes(document));
  }
}

TEST_CASE("XmlWriter: empty elements, empty text and CDATA") {
  xml::XmlWriter writer;
  writer.declaration();
  writer.open("quiz");
  writer.open("empty");
  writer.close("empty");
  writer.element("value", "");
  writer.open("text");
  writer.cdata("a]]>b");
  writer.close("text");
  writer.close("quiz");
  CHECK(writer.finish() ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n  <empty />\n  <value></value>\n"
        "  <text><![CDATA[a]]]]><![CDATA[>b]]></text>\n</quiz>\n");
}

TEST_CASE("XmlWriter: closing with another name than the open element's throws") {
  xml::XmlWriter writer;
  writer.open("quiz");
  writer.open("question");
  CHECK_THROWS_AS(writer.close("quiz"), std::logic_error);
  CHECK_THROWS_AS(writer.close("questio"), std::logic_error);
  writer.close("question");
  writer.close("quiz");
  CHECK_THROWS_AS(writer.close("quiz"), std::logic_error);
  CHECK(writer.finish() == "<quiz>\n  <question />\n</quiz>\n");
}
