import Foundation
import SystemSupport

/// Why a file of rxlearn's own (the cache, a run's private folder) could not be written, in a
/// few words for a sentence — never Foundation's `NSCocoaErrorDomain Code=640` text.
public enum CacheProblem {
    /// `folder`: where the write went, looked at (`diskProblem`) when the error says nothing.
    public static func reason(of error: any Error, at folder: URL? = nil) -> String {
        if let code = errorNumber(of: error) { return reason(errorNumber: code) }
        if let folder, let problem = diskProblem(at: folder) { return problem }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteOutOfSpace: return reason(errorNumber: ENOSPC)
            case .fileWriteVolumeReadOnly: return reason(errorNumber: EROFS)
            case .fileWriteNoPermission, .fileReadNoPermission: return reason(errorNumber: EACCES)
            default: break
            }
        }
        return "it could not be written"
    }

    static func reason(errorNumber: Int32) -> String {
        switch errorNumber {
        case ENOSPC, EDQUOT: return "the disk is full"
        case EROFS: return "it is on a read-only disk"
        case EACCES, EPERM: return "you may not write there"
        default: return String(cString: strerror(errorNumber))
        }
    }

    /// Why nothing can be written at `folder` when a write failed without saying why (a linker
    /// that could not write its output says only that it failed): a read-only disk, a disk with
    /// almost no room left, or a folder the learner may not write. Nil when none of these holds.
    public static func diskProblem(at folder: URL) -> String? {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { return nil }
        if UInt(info.f_flag) & UInt(ST_RDONLY) != 0 { return reason(errorNumber: EROFS) }
        if UInt64(info.f_bavail) * UInt64(info.f_frsize) < minimumFreeBytes { return reason(errorNumber: ENOSPC) }
        if access(folder.path, W_OK) != 0 { return reason(errorNumber: errno) }
        return nil
    }

    /// Less than this is a full disk for a compile: a cell's binary alone is about a megabyte.
    static let minimumFreeBytes: UInt64 = 8 << 20

    /// The POSIX error under a Foundation error, where Foundation kept one.
    static func errorNumber(of error: any Error) -> Int32? {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return nil
    }
}
