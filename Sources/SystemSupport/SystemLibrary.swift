// The C library, whichever this platform has: `import SystemSupport` instead of the
// `#if canImport(Darwin) … #elseif canImport(Glibc) …` block in every file that calls POSIX.
#if canImport(Darwin)
@_exported import Darwin
#elseif canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif
