import Foundation
import RxCore

/// One blocking subscription: collects elements until the sequence ends, enough elements have
/// been kept, or the timeout passes, then disposes the subscription.
///
/// Events may arrive on any thread; everything they touch is behind `lock`, and the waiting
/// thread only reads the outcome once the gate is open or the wait timed out.
final class BlockingRun<Element> {
    private let source: Observable<Element>
    private let timeout: TimeInterval?
    private let stopAfter: Int?
    private let keep: (Element) throws -> Bool

    private let lock = NSLock()
    private let gate = BlockingGate()
    private let subscription = SingleAssignmentDisposable()
    private var elements: [Element] = []
    private var outcome: MaterializedSequenceResult<Element>?

    /// - Parameters:
    ///   - stopAfter: stop once this many elements have been kept (nil: wait for the end).
    ///   - keeping: which elements to keep; a thrown error ends the run with that error.
    init(source: Observable<Element>, timeout: TimeInterval?, stopAfter: Int? = nil, keeping: @escaping (Element) throws -> Bool = { _ in true }) {
        self.source = source
        self.timeout = timeout
        self.stopAfter = stopAfter
        self.keep = keeping
    }

    /// Subscribes, waits, and returns how the run ended.
    func result() -> MaterializedSequenceResult<Element> {
        subscription.setDisposable(source.subscribe { [self] event in receive(event) })
        let finished = gate.wait(timeout: timeout)
        subscription.dispose()
        lock.lock()
        defer { lock.unlock() }
        if !finished && outcome == nil {
            outcome = .failed(elements: elements, error: RxError.timeout)
        }
        return outcome!
    }

    private func receive(_ event: Event<Element>) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            do {
                if try keep(element) { elements.append(element) }
                if let stopAfter = stopAfter, elements.count >= stopAfter {
                    outcome = .completed(elements: elements)
                }
            } catch {
                outcome = .failed(elements: elements, error: error)
            }
        case .error(let error):
            outcome = .failed(elements: elements, error: error)
        case .completed:
            outcome = .completed(elements: elements)
        }
        let isDone = outcome != nil
        lock.unlock()

        if isDone {
            // Stop the source at once (as `first()` promises), then wake the waiting thread.
            subscription.dispose()
            gate.open()
        }
    }
}
