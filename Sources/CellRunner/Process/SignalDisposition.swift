import SystemSupport

/// Prepares signals for dispatch signal sources (see `SignalWatch.switchOffDefaultAction`, which
/// owns the rule). Kept for the notebook's `InterruptSignals` until it watches its signals with
/// SystemSupport's `SignalWatch` itself.
public enum SignalDisposition {
    public static func switchOffDefaultAction(of signals: [Int32]) {
        SignalWatch.switchOffDefaultAction(of: signals)
    }
}
