/// Identifies an element added to a `Bag`.
struct BagKey: Hashable {
    let rawValue: UInt64
}

/// An insertion-ordered collection with removal by key, for observers and disposables.
/// Not thread-safe: its owner locks. The common cases (one or two elements) need no dictionary.
struct Bag<Element> {
    private var nextKey: UInt64 = 0
    private var entries: [(key: BagKey, element: Element)] = []

    @discardableResult
    mutating func insert(_ element: Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        entries.append((key, element))
        return key
    }

    @discardableResult
    mutating func removeElement(forKey key: BagKey) -> Element? {
        // Entries are sorted by key (keys only grow), so a binary search finds it.
        var low = 0, high = entries.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = entries[middle].key.rawValue
            if candidate == key.rawValue {
                return entries.remove(at: middle).element
            } else if candidate < key.rawValue {
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return nil
    }

    mutating func removeAll() { entries.removeAll() }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// A snapshot of the elements in insertion order.
    var elements: [Element] { entries.map { $0.element } }

    func forEach(_ body: (Element) -> Void) {
        for entry in entries { body(entry.element) }
    }
}
