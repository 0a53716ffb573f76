import Foundation

/// A folder of one cell run's own, in the system's temporary folder, for when the launcher cannot
/// give the cell empty folders of its own (no namespaces, or macOS): the cell's `HOME` and working
/// folder, with its `TMPDIR` inside (`tmp`). Removed when the run ends, whatever the cell left in
/// it — including folders it made unwritable.
struct PrivateRunFolder {
    let url: URL
    var home: URL { url }
    var temporaryFolder: URL { url.appendingPathComponent("tmp", isDirectory: true) }

    static func make() throws -> PrivateRunFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-cell-\(UUID().uuidString)", isDirectory: true)
        let folder = PrivateRunFolder(url: url)
        do {
            try FileManager.default.createDirectory(at: folder.temporaryFolder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
        } catch {
            throw CellRunnerError.privateFolderFailed(path: url.path, reason: CacheProblem.reason(of: error))
        }
        return folder
    }

    func remove() {
        let fileManager = FileManager.default
        if (try? fileManager.removeItem(at: url)) != nil { return }
        // Something inside is not writable: make every folder writable again, then remove.
        if let walker = fileManager.enumerator(atPath: url.path) {
            _ = try? fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
            while let relative = walker.nextObject() as? String {
                let path = url.appendingPathComponent(relative).path
                var isFolder: ObjCBool = false
                if fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    _ = try? fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
                }
            }
        }
        try? fileManager.removeItem(at: url)
    }
}
