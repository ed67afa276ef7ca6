// Pseudo-localisation: a source made to look translated (accented, longer, bracketed), its codes untouched.
#pragma once

#include <string>

#include "formats/xliff/inline_codes.hpp"
#include "model/localized_text.hpp"
#include "model/rich_text.hpp"

namespace quizpack {

// The pseudo language of `source_language`: its primary subtag with the private region XA (en → en-XA).
LanguageTag pseudo_language(const LanguageTag& source_language);

// The pieces with every text piece's letters accented, about 35 % more characters, and the whole between
// brackets; codes stay as they are but for their alt texts and titles, accented.
InlinePieces pseudo_pieces(const InlinePieces& pieces);

// `text` pseudo-localised on its tree, for a text whose Markdown cannot be cut into codes: every text run, alt text
// and title accented, the whole between brackets with its padding; code, formulas and URLs untouched; no source.
RichText pseudo_tree(const RichText& text);

}  // namespace quizpack
