// A value kept on the heap with value semantics, so that a variant's rare large alternatives do not size it.
#pragma once

#include <memory>
#include <utility>

namespace quizpack {

template <class T>
class Boxed {
 public:
  Boxed(T value) : ptr_(std::make_unique<T>(std::move(value))) {}  // NOLINT(google-explicit-constructor)
  Boxed(const Boxed& other) : ptr_(std::make_unique<T>(*other.ptr_)) {}
  Boxed(Boxed&&) noexcept = default;
  Boxed& operator=(const Boxed& other) {
    if (this != &other) ptr_ = std::make_unique<T>(*other.ptr_);
    return *this;
  }
  Boxed& operator=(Boxed&&) noexcept = default;
  ~Boxed() = default;

  const T& operator*() const { return *ptr_; }
  T& operator*() { return *ptr_; }
  const T* operator->() const { return ptr_.get(); }
  T* operator->() { return ptr_.get(); }

 private:
  std::unique_ptr<T> ptr_;
};

// The value itself, whether boxed or not, for visitors that handle each alternative by its own type.
template <class T>
const T& unboxed(const T& value) {
  return value;
}
template <class T>
const T& unboxed(const Boxed<T>& value) {
  return *value;
}

}  // namespace quizpack
