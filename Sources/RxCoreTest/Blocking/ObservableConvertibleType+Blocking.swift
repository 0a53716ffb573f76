import Foundation
import RxCore

extension ObservableConvertibleType {
    /// A view of this sequence whose operations wait for it on the calling thread:
    /// `try Observable.of(1, 2).toBlocking().toArray()`.
    ///
    /// - Parameter timeout: seconds to wait before failing with `RxError.timeout`; nil waits for ever.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
