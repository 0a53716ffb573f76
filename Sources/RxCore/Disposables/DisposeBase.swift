/// Counts itself in `Resources.total` for as long as it lives.
public class DisposeBase {
    init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }
}
