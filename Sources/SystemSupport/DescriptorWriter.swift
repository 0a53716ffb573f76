/// `write(2)` until every byte is written: through interruptions (EINTR), and through a
/// descriptor left non-blocking by another program sharing it (EAGAIN: wait until it can take
/// more). The one place rxlearn writes raw bytes to a descriptor — files it replaces
/// (`AtomicFile`), the class's private files (`PrivateFiles`) and the command line's standard
/// output and error.
public enum DescriptorWriter {
    /// Nil when every byte was written, else the error number of the write that failed.
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
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

    /// `write` is also the name of methods in scope in some contexts; this names the C function.
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
