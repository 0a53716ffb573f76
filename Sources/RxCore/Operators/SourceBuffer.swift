/// How many elements a source of `zip` or `combineLatest` has waiting, readable without knowing
/// the source's element type.
///
/// The sinks' bookkeeping (`ZipSink`, `CombineLatestSink`) runs for every element in
/// unspecialized generic code; asking this non-generic base class costs no run-time metadata
/// lookup, where asking a `SourceBuffer<Element>` through a generic type would.
class SourceBufferCount {
    /// Changed only under the sink's lock, which is what keeps accesses exclusive: the run-time
    /// exclusivity checks the compiler would otherwise add cost more than the access itself.
    @exclusivity(unchecked) final fileprivate(set) var count = 0

    final var isEmpty: Bool { count == 0 }
}

/// The elements of one source of `zip` or `combineLatest`, kept until the sink combines them.
/// Not thread-safe: only used under the sink's lock.
///
/// Two disciplines: `zip` queues every element, first in first out, on a ring that doubles when
/// one source runs ahead of another; `combineLatest` keeps only the latest element, which each
/// new one replaces.
///
/// Why not a `Queue<Element>` or an `Element?`: operators run as unspecialized generic code, where
/// every use of `Optional<Element>` or `Array<Element?>` looks its metadata up at run time (see
/// `NextReceiver`); those lookups were half of zip's cost per pair. This buffer keeps its elements
/// in memory it allocates itself, typed by `Element` alone, whose metadata every method finds in
/// the instance: storing and taking an element looks nothing up and, once the ring has the size
/// the sources' pace needs, allocates nothing.
final class SourceBuffer<Element>: SourceBufferCount {
    private let keepsLatestOnly: Bool
    // Under the sink's lock, like `count`.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    /// The slot of the oldest element.
    @exclusivity(unchecked) private var head = 0

    /// - Parameter keepsLatestOnly: `combineLatest`'s discipline: `store` replaces the element
    ///   instead of queueing it.
    init(keepsLatestOnly: Bool) {
        self.keepsLatestOnly = keepsLatestOnly
        // Two slots for zip: the usual pace, each source one element ahead at most, never grows.
        capacity = keepsLatestOnly ? 1 : 2
        storage = .allocate(capacity: capacity)
    }

    deinit {
        removeAll()
        storage.deallocate()
    }

    /// Queues `element` (zip) or makes it the latest (combineLatest).
    func store(_ element: Element) {
        if keepsLatestOnly && count == 1 {
            storage.pointee = element
            return
        }
        if count == capacity { grow() }
        (storage + slot(head + count)).initialize(to: element)
        count += 1
    }

    /// zip: removes and returns the oldest element. The buffer must not be empty.
    func removeFirst() -> Element {
        if count == 0 { rxFatalError("removeFirst() on an empty source buffer") }
        let element = (storage + head).move()
        head = slot(head + 1)
        count -= 1
        return element
    }

    /// combineLatest: the latest element, which stays. The buffer must not be empty.
    var latest: Element {
        if count == 0 { rxFatalError("latest of an empty source buffer") }
        return storage[head]
    }

    /// Releases every element still waiting.
    func removeAll() {
        while count > 0 { _ = removeFirst() }
        head = 0
    }

    /// The slot of position `position` of the ring (which is less than twice its capacity).
    private func slot(_ position: Int) -> Int {
        position < capacity ? position : position - capacity
    }

    /// Doubles the ring, moving the elements to the front of the new one in order.
    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        let fromHead = Swift.min(count, capacity - head)
        larger.moveInitialize(from: storage + head, count: fromHead)
        (larger + fromHead).moveInitialize(from: storage, count: count - fromHead)
        storage.deallocate()
        storage = larger
        capacity *= 2
        head = 0
    }
}
