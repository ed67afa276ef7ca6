// Helpers for exhaustive visits: one lambda per alternative, and a condition false for every type.
#pragma once

namespace quizpack {

// Overloaded{[](const A&) {...}, [](const B&) {...}}: a visitor that fails to compile for an alternative it lacks.
template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

// Ends an `if constexpr` chain: static_assert(always_false<T>) fires for a type no branch handled.
template <class>
inline constexpr bool always_false = false;

}  // namespace quizpack
