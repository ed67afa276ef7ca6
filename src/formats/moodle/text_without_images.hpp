// A rich text with each image replaced by its alt text, for formats that cannot carry files.
#pragma once

#include <type_traits>
#include <variant>

#include "model/rich_text.hpp"

namespace quizpack {

inline Inlines inlines_without_images(const Inlines& list) {
  Inlines out;
  for (const auto& in : list) {
    std::visit(
        [&out](const auto& n) {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, Boxed<Image>>) {
            out.push_back(Inline{TextRun{n->alt}});
          } else if constexpr (std::is_same_v<T, Emphasis>) {
            out.push_back(Inline{Emphasis{inlines_without_images(n.children)}});
          } else if constexpr (std::is_same_v<T, Strong>) {
            out.push_back(Inline{Strong{inlines_without_images(n.children)}});
          } else if constexpr (std::is_same_v<T, Boxed<Link>>) {
            out.push_back(Inline{Link{n->url, n->title, inlines_without_images(n->children)}});
          } else {
            out.push_back(Inline{n});
          }
        },
        in.node);
  }
  return out;
}

inline Blocks blocks_without_images(const Blocks& list) {
  Blocks out;
  for (const auto& b : list) {
    std::visit(
        [&out](const auto& n) {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, Paragraph>) {
            out.push_back(Block{Paragraph{inlines_without_images(n.children)}});
          } else if constexpr (std::is_same_v<T, Heading>) {
            out.push_back(Block{Heading{n.level, inlines_without_images(n.children)}});
          } else if constexpr (std::is_same_v<T, List>) {
            List copy{n.ordered, n.start, {}};
            for (const auto& item : n.items) copy.items.push_back(blocks_without_images(item));
            out.push_back(Block{copy});
          } else if constexpr (std::is_same_v<T, BlockQuote>) {
            out.push_back(Block{BlockQuote{blocks_without_images(n.children)}});
          } else {
            out.push_back(Block{n});
          }
        },
        b.node);
  }
  return out;
}

inline bool inlines_have_images(const Inlines& list) {
  for (const auto& in : list) {
    const bool found = std::visit(
        [](const auto& n) {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, Boxed<Image>>)
            return true;
          else if constexpr (std::is_same_v<T, Boxed<Link>>)
            return inlines_have_images(n->children);
          else if constexpr (std::is_same_v<T, Emphasis> || std::is_same_v<T, Strong>)
            return inlines_have_images(n.children);
          else
            return false;
        },
        in.node);
    if (found) return true;
  }
  return false;
}

inline bool blocks_have_images(const Blocks& list) {
  for (const auto& b : list) {
    const bool found = std::visit(
        [](const auto& n) {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, Paragraph> || std::is_same_v<T, Heading>) {
            return inlines_have_images(n.children);
          } else if constexpr (std::is_same_v<T, List>) {
            for (const auto& item : n.items)
              if (blocks_have_images(item)) return true;
            return false;
          } else if constexpr (std::is_same_v<T, BlockQuote>) {
            return blocks_have_images(n.children);
          } else {
            return false;
          }
        },
        b.node);
    if (found) return true;
  }
  return false;
}

inline RichText without_images(const RichText& text) {
  return RichText{text.source, blocks_without_images(text.blocks)};
}

// `text` itself when it shows no image (no copy); otherwise the copy without images, kept in `storage`.
inline const RichText& without_images(const RichText& text, RichText& storage) {
  if (!blocks_have_images(text.blocks)) return text;
  storage = without_images(text);
  return storage;
}

}  // namespace quizpack
