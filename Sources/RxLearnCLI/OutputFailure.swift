import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output that could not be written: the command's result did not reach its reader, so
/// the command must not exit 0, and the learner is told why in one sentence.
struct OutputFailure: Equatable {
    let errorNumber: Int32

    /// `rxlearn: …` on standard error (if that still works).
    var sentence: String {
        switch errorNumber {
        case ENOSPC, EDQUOT: CLIText.Failure.outputDiskFull.text
        case EBADF: CLIText.Failure.outputClosed.text
        default: CLIText.Failure.outputNotWritten(String(cString: strerror(errorNumber))).text
        }
    }

    /// Writes every byte, through interruptions and a descriptor left non-blocking by another
    /// program (the terminal is shared); nil when all were written, else the error number.
    static func writeAll(_ buffer: UnsafeMutableRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 1000)
            case let error:
                return error
            }
        }
        return nil
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Musl.write(descriptor, bytes, count)
        #endif
    }
}
