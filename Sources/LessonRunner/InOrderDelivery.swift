import SystemSupport

/// Work items handed out one at a time to several workers, their results delivered in order
/// (`CellBatch`, `MutantCheck.checkAll`): everything behind one lock — which item is next, what
/// is finished, how far the in-order delivery has got.
final class InOrderDelivery<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var nextIndex = 0
    private var nextToDeliver = 0
    private var results: [Value?]
    private let deliver: (Int, Value) -> Void

    init(count: Int, deliver: @escaping (Int, Value) -> Void) {
        results = Array(repeating: nil, count: count)
        self.deliver = deliver
    }

    func takeNextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < results.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Stores the result and delivers every finished one that is now next in line, under the lock
    /// so that they come one at a time.
    func finish(_ index: Int, with value: Value) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = value
        while nextToDeliver < results.count, let ready = results[nextToDeliver] {
            deliver(nextToDeliver, ready)
            nextToDeliver += 1
        }
    }

    /// Every result so far, nil where an item is not finished.
    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
