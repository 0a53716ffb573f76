import Foundation
import SystemSupport

/// Makes this process a child subreaper on Linux: a process that a cell's descendant leaves
/// behind (the `setsid -f` or double-fork daemon whose parent exited) is re-parented to rxlearn
/// instead of init, so `DescendantSweeper` can still find it even when it cleared its
/// environment, and reaps it by pid.
///
/// macOS has no equivalent: orphans go to launchd and are out of reach once they also left
/// the cell's session and environment.
enum ChildSubreaper {
    /// Enabled once, on the first spawn.
    static let enabled: Bool = {
        #if os(Linux)
        // Swift's Glibc module does not import the variadic `prctl`; look it up by name and call
        // it with a fixed number of arguments, which the x86_64 and arm64 calling conventions pass
        // the same way as the variadic call.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        // PR_SET_CHILD_SUBREAPER from <linux/prctl.h> (Linux 3.4+); the second argument 1 turns it on.
        let setChildSubreaper: Int32 = 36
        return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
        #else
        return false
        #endif
    }()
}
