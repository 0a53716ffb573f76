import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a file of rxlearn's own (the cache, a run's private folder) could not be written, in a
/// few words for a sentence — never Foundation's `NSCocoaErrorDomain Code=640` text.
public enum CacheProblem {
    public static func reason(of error: any Error) -> String {
        if let code = errorNumber(of: error) { return reason(errorNumber: code) }
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
