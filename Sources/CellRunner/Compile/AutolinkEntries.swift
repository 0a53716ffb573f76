import Foundation

/// Remembers what `swift-autolink-extract` made of a cell's object, so that the next cell whose
/// object asks for the same libraries skips the tool.
///
/// On Linux the driver runs `swift-autolink-extract OBJECT -o FILE` between the frontend and the
/// link: it turns the libraries the object's imports ask for (its `.swift1_autolink_entries`
/// section) into linker flags. The tool is the frontend's binary under another name, and starting
/// it costs 10–20 ms of every cold cell; but its answer depends only on that section (and the
/// compiler, which names the cache key), and almost every cell imports the same modules. So
/// the section is read here, and the tool's output for the same section is reused: the link
/// sees byte for byte what the tool wrote.
enum AutolinkEntries {
    static let sectionName = ".swift1_autolink_entries"

    /// The `OBJECT` and `FILE` of a job that is `swift-autolink-extract OBJECT -o FILE`; nil for
    /// any other job.
    static func files(of job: CompilerPlan.Job) -> (object: String, output: String)? {
        guard URL(fileURLWithPath: job.executable).lastPathComponent == "swift-autolink-extract",
              job.arguments.count == 3, job.arguments[1] == "-o" else { return nil }
        return (job.arguments[0], job.arguments[2])
    }

    /// The raw bytes of the object's autolink section; nil when the file is not a little-endian
    /// 64-bit ELF object or has no such section (then the tool runs as usual).
    static func section(ofObjectAt path: String) -> Data? {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 64 else { return nil }
        let bytes = [UInt8](data)
        // "\x7fELF", 64-bit, little-endian.
        guard bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1 else { return nil }
        func integer(at offset: Int, size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            var value = 0
            for index in (0 ..< size).reversed() {
                value = value << 8 | Int(bytes[offset + index])
            }
            return value
        }
        guard let headersOffset = integer(at: 0x28, size: 8), let headerSize = integer(at: 0x3a, size: 2),
              let headerCount = integer(at: 0x3c, size: 2), let namesIndex = integer(at: 0x3e, size: 2),
              headerSize >= 0x28, namesIndex < headerCount else { return nil }
        func header(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
            let start = headersOffset + index * headerSize
            guard let name = integer(at: start, size: 4), let offset = integer(at: start + 0x18, size: 8),
                  let size = integer(at: start + 0x20, size: 8), offset >= 0, size >= 0, offset + size <= bytes.count else { return nil }
            return (name, offset, size)
        }
        guard let names = header(namesIndex) else { return nil }
        let wanted = Array(sectionName.utf8) + [0]
        for index in 0 ..< headerCount {
            guard let section = header(index) else { return nil }
            let nameStart = names.offset + section.name
            guard nameStart + wanted.count <= bytes.count else { continue }
            if Array(bytes[nameStart ..< nameStart + wanted.count]) == wanted {
                return Data(bytes[section.offset ..< section.offset + section.size])
            }
        }
        return nil
    }

    /// Where the tool's output for `section` is kept: named by the compiler and the section.
    static func rememberedOutput(for section: Data, compilerVersion: String, in cache: CellCache) -> URL {
        var hasher = SHA256()
        hasher.updateField("rxlearn autolink v1")
        hasher.updateField(compilerVersion)
        hasher.update(section)
        return cache.autolinkDirectory.appendingPathComponent("\(hasher.hexDigest()).autolink")
    }
}
