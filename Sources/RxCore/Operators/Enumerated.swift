extension ObservableType {
    /// Pairs each element with its zero-based index.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        scan((index: -1, element: nil) as (index: Int, element: Element?)) { previous, element in
            (previous.index + 1, element)
        }
        .map { pair -> (index: Int, element: Element) in
            // The accumulator above always stores the element it was given.
            (pair.index, pair.element!)
        }
    }
}
