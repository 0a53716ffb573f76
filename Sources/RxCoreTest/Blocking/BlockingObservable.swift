import Foundation
import RxCore

/// A sequence seen as a blocking computation, as in RxBlocking: each operation subscribes, waits
/// on the calling thread until it has its answer, the sequence ends or the timeout passes, and
/// disposes the subscription before returning. Meant for tests and small scripts, never for
/// the main thread of an app.
public struct BlockingObservable<Element> {
    /// Seconds to wait before failing with `RxError.timeout`; nil waits for ever.
    public let timeout: TimeInterval?
    let source: Observable<Element>

    init(timeout: TimeInterval?, source: Observable<Element>) {
        self.timeout = timeout
        self.source = source
    }
}

extension BlockingObservable {
    /// The first element, or nil if the sequence completes without one. Disposes the
    /// subscription as soon as the first element arrives. Throws the sequence's error.
    public func first() throws -> Element? {
        let result = BlockingRun(source: source, timeout: timeout, stopAfter: 1).result()
        return try elementsOrThrow(result).first
    }

    /// The last element, or nil if the sequence completes without one. Throws the sequence's error.
    public func last() throws -> Element? {
        try toArray().last
    }

    /// All elements, once the sequence completes. Throws the sequence's error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materialize())
    }

    /// The only element. Throws `RxError.noElements` if the sequence completes empty and
    /// `RxError.moreThanOneElement` (as soon as a second element arrives) if there are more.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element that satisfies `predicate`, with the errors of `single()`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let result = BlockingRun(source: source, timeout: timeout, stopAfter: 2, keeping: predicate).result()
        let elements = try elementsOrThrow(result)
        switch elements.count {
        case 0: throw RxError.noElements
        case 1: return elements[0]
        default: throw RxError.moreThanOneElement
        }
    }

    /// How the sequence ended, with all its elements; never throws. A timeout shows as
    /// `.failed(elements:error:)` with `RxError.timeout`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        BlockingRun(source: source, timeout: timeout).result()
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
