// A map kept as a sorted vector: for the few languages of a text, one allocation and no tree nodes.
#pragma once

#include <algorithm>
#include <stdexcept>
#include <utility>
#include <vector>

namespace quizpack {

// The subset of std::map's interface the model needs, iterating in key order as std::map does.
// Unlike std::map, inserting a key moves the other values: references do not survive an insertion.
template <class Key, class Value>
class SmallMap {
 public:
  using value_type = std::pair<Key, Value>;
  using iterator = typename std::vector<value_type>::iterator;
  using const_iterator = typename std::vector<value_type>::const_iterator;

  [[nodiscard]] bool empty() const { return items_.empty(); }
  [[nodiscard]] std::size_t size() const { return items_.size(); }
  void reserve(std::size_t n) { items_.reserve(n); }
  iterator begin() { return items_.begin(); }
  iterator end() { return items_.end(); }
  const_iterator begin() const { return items_.begin(); }
  const_iterator end() const { return items_.end(); }

  iterator find(const Key& key) {
    auto it = lower_bound(key);
    return it != items_.end() && it->first == key ? it : items_.end();
  }
  const_iterator find(const Key& key) const {
    auto it = lower_bound(key);
    return it != items_.end() && it->first == key ? it : items_.end();
  }
  [[nodiscard]] std::size_t count(const Key& key) const { return find(key) != end() ? 1 : 0; }

  Value& at(const Key& key) {
    auto it = find(key);
    if (it == end()) throw std::out_of_range("SmallMap::at: no such key");
    return it->second;
  }
  const Value& at(const Key& key) const {
    auto it = find(key);
    if (it == end()) throw std::out_of_range("SmallMap::at: no such key");
    return it->second;
  }

  // Inserts (key, value) unless the key is there; returns where the key is and whether it was inserted.
  std::pair<iterator, bool> emplace(Key key, Value value) {
    auto it = lower_bound(key);
    if (it != items_.end() && it->first == key) return {it, false};
    return {items_.emplace(it, std::move(key), std::move(value)), true};
  }

  // Inserts or replaces the value of `key`. `value` is taken by value, so it may be a copy of another
  // value of this map (there is no operator[]: its reference would dangle after a later insertion).
  Value& set(const Key& key, Value value) {
    auto it = lower_bound(key);
    if (it != items_.end() && it->first == key) return it->second = std::move(value);
    return items_.emplace(it, key, std::move(value))->second;
  }

 private:
  iterator lower_bound(const Key& key) {
    return std::lower_bound(items_.begin(), items_.end(), key,
                            [](const value_type& item, const Key& k) { return item.first < k; });
  }
  const_iterator lower_bound(const Key& key) const {
    return std::lower_bound(items_.begin(), items_.end(), key,
                            [](const value_type& item, const Key& k) { return item.first < k; });
  }

  std::vector<value_type> items_;
};

}  // namespace quizpack
