/// A first-in first-out queue on a ring buffer: O(1) enqueue and dequeue, no shifting. A slot is
/// cleared as soon as its element is dequeued, so a dequeued object is released at once (the
/// trampoline relies on that to let finished work go). Not thread-safe: its owner locks.
struct Queue<Element> {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int = 4) {
        storage = Array(repeating: nil, count: Swift.max(capacity, 1))
    }

    var isEmpty: Bool { count == 0 }

    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    /// Removes and returns the oldest element; the queue must not be empty.
    mutating func removeFirst() -> Element {
        guard let element = dequeue() else { rxFatalError("removeFirst() on an empty queue") }
        return element
    }

    func peek() -> Element? { count > 0 ? storage[head] : nil }

    mutating func removeAll() {
        storage = Array(repeating: nil, count: storage.count)
        head = 0
        count = 0
    }

    /// The elements from oldest to newest.
    var elements: [Element] {
        (0..<count).map { storage[(head + $0) % storage.count]! }
    }

    private mutating func grow() {
        let old = elements
        storage = Array(repeating: nil, count: storage.count * 2)
        for (index, element) in old.enumerated() { storage[index] = element }
        head = 0
    }
}
