/// Collects disposables and disposes them all when the bag itself is deallocated: the usual way to
/// tie subscriptions to the lifetime of an owner. To dispose early, replace the bag with a new one.
///
/// A bag is not counted in `Resources.total` (the subscriptions in it are), so a top-level bag in
/// a lesson does not look like a leak.
public final class DisposeBag {
    private let lock = SpinLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    public init() {
        LiveBags.register(self)
    }

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        let accepted = lock.performLocked { () -> Bool in
            if isDisposed { return false }
            disposables.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    public func insert(_ disposables: Disposable...) { insert(disposables) }

    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// Disposes the contents now; the bag refuses anything added later.
    func disposeNow() { dispose() }

    private func dispose() {
        let all = lock.performLocked { () -> [Disposable] in
            defer { disposables = []; isDisposed = true }
            return disposables
        }
        for disposable in all { disposable.dispose() }
    }

    deinit { dispose() }
}

extension DisposeBag {
    /// Builds a bag from a list of disposables: `DisposeBag(disposing: a, b)`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Builds a bag from the disposables listed in a closure, one per line:
    /// `DisposeBag { a.subscribe(…); b.subscribe(…) }`.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables listed in a closure, one per line.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Gathers the disposables written one per line in a closure into an array.
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

/// The bags still alive, tracked only once a lesson runtime asks for it, so that at the end of a
/// cell its top-level bags can be emptied before counting leaked subscriptions.
public enum LiveBags {
    private final class WeakBag {
        weak var bag: DisposeBag?
        init(_ bag: DisposeBag) { self.bag = bag }
    }

    private static let lock = SpinLock()
    private nonisolated(unsafe) static var tracking = false
    private nonisolated(unsafe) static var bags: [WeakBag] = []

    /// Starts remembering every bag created from now on. (rxlearn's cell runtime calls this.)
    public static func startTracking() {
        lock.performLocked { tracking = true }
    }

    /// Disposes the contents of every tracked bag that is still alive, as if each had been released.
    public static func disposeAll() {
        let alive = lock.performLocked { () -> [DisposeBag] in
            defer { bags.removeAll() }
            return bags.compactMap { $0.bag }
        }
        for bag in alive { bag.disposeNow() }
    }

    static func register(_ bag: DisposeBag) {
        lock.performLocked {
            guard tracking else { return }
            bags.removeAll { $0.bag == nil }
            bags.append(WeakBag(bag))
        }
    }
}
