import Foundation
import SystemSupport

/// Remembers a few results of layout work that depends only on its input, so that a repaint
/// does not redo it: wrapping a 1 MB paragraph, colouring a 10,000-line cell or laying out a
/// 100,000-character marble lane happens once per text and width, not on every key.
///
/// The screen stays a pure function of state and size: a remembered value is exactly what the
/// computation gives for that input. Keys are compared with `==` (strings that are the same
/// lesson text share storage, so the comparison is quick); the least recently used entry goes
/// when the cache is full.
final class LayoutCache<Key: Equatable, Value>: @unchecked Sendable {
    private var entries: [(key: Key, value: Value)] = []
    private let capacity: Int
    private let lock = Lock()

    init(capacity: Int) {
        self.capacity = capacity
    }

    func value(for key: Key, _ compute: () -> Value) -> Value {
        lock.lock()
        if let index = entries.lastIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            lock.unlock()
            return entry.value
        }
        lock.unlock()
        // Computed outside the lock: two threads may both compute a value, which is harmless.
        let value = compute()
        lock.lock()
        if entries.count >= capacity { entries.removeFirst() }
        entries.append((key, value))
        lock.unlock()
        return value
    }
}
