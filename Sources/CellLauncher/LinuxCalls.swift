#if os(Linux)
import Glibc

/// What Swift's Glibc module leaves out because glibc declares it only for `_GNU_SOURCE` (or as a
/// variadic function): looked up by name, with the constants of the kernel's ABI.
enum LinuxCalls {
    // <linux/sched.h>
    static let newMountNamespace: Int32 = 0x0002_0000 // CLONE_NEWNS
    static let newIPCNamespace: Int32 = 0x0800_0000 // CLONE_NEWIPC
    static let newUserNamespace: Int32 = 0x1000_0000 // CLONE_NEWUSER
    static let newPIDNamespace: Int32 = 0x2000_0000 // CLONE_NEWPID
    static let newNetworkNamespace: Int32 = 0x4000_0000 // CLONE_NEWNET

    // <fcntl.h>
    static let pathOnly: Int32 = 0o10000000 // O_PATH

    // <linux/prctl.h>
    static let setDumpable: Int32 = 4 // PR_SET_DUMPABLE
    static let dropFromBoundingSet: Int32 = 24 // PR_CAPBSET_DROP
    static let setNoNewPrivileges: Int32 = 38 // PR_SET_NO_NEW_PRIVS

    // <sys/statvfs.h>: the mount flags a bind mount in a user namespace must keep.
    static let statNoSUID: UInt = 2, statNoDevices: UInt = 4, statNoExec: UInt = 8
    static let statNoAccessTime: UInt = 1024, statNoDirectoryAccessTime: UInt = 2048, statRelativeAccessTime: UInt = 4096

    private typealias Unshare = @convention(c) (Int32) -> Int32
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    /// The C library's symbol `name`.
    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(dlopen(nil, RTLD_NOW), name)
    }

    static func unshare(_ flags: Int32) -> Int32 {
        guard let symbol = symbol("unshare") else { return failing(ENOSYS) }
        return unsafeBitCast(symbol, to: Unshare.self)(flags)
    }

    /// `prctl` with a fixed number of arguments, which the x86_64 and arm64 calling conventions
    /// pass the same way as the variadic call.
    static func prctl(_ option: Int32, _ argument: UInt = 0) -> Int32 {
        guard let symbol = symbol("prctl") else { return failing(ENOSYS) }
        return unsafeBitCast(symbol, to: Prctl.self)(option, argument, 0, 0, 0)
    }

    private static func failing(_ error: Int32) -> Int32 {
        errno = error
        return -1
    }
}
#endif
