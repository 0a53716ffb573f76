/// A disposable with nothing to release. Internal so that holders of a disposable can use it as
/// the "nothing held" value, which is cheaper to store and move than an optional existential.
struct NopDisposable: Disposable {
    func dispose() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable { NopDisposable() }
}
