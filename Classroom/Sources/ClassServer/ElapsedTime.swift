/// Nanoseconds from `earlier` to `now`, both read from `DispatchTime.now().uptimeNanoseconds`,
/// and 0 when `now` is not later. The server's limits read the clock before they take their lock,
/// so a request can meet a time stamped by another that read the clock after it but locked first:
/// it has waited no time at all, where an unsigned subtraction would wrap round to centuries.
func nanoseconds(from earlier: UInt64, to now: UInt64) -> UInt64 {
    now > earlier ? now - earlier : 0
}
