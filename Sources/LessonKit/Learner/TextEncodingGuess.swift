import Foundation
import Localization

/// What a learner's file that is not UTF-8 most likely is, so that the sentence about it can name
/// the encoding to convert from: editors on some systems still save Latin-1, Windows-1252,
/// GBK/GB18030 (Chinese) or UTF-16. A guess from the bytes alone; nil when nothing fits.
public enum TextEncodingGuess {
    public static func name(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(1 << 16))
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16" }
        let zeros = bytes.lazy.filter { $0 == 0 }.count
        if !bytes.isEmpty, zeros * 4 >= bytes.count { return "UTF-16" }
        if looksLikeGBK(bytes) { return "GBK/GB18030" }
        if bytes.contains(where: { (0x80 ... 0x9F).contains($0) }) { return "Windows-1252" }
        if bytes.contains(where: { $0 >= 0xA0 }) { return "Latin-1" }
        return nil
    }

    /// Every byte above ASCII starts a pair with a GBK lead byte (0x81–0xFE) and trail byte
    /// (0x40–0xFE, not 0x7F), and there are at least two pairs: Chinese text in GBK. Latin-1 text
    /// has its accented letters alone between ASCII ones.
    private static func looksLikeGBK(_ bytes: [UInt8]) -> Bool {
        var pairs = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            guard (0x81 ... 0xFE).contains(byte), index + 1 < bytes.count,
                  (0x40 ... 0xFE).contains(bytes[index + 1]), bytes[index + 1] != 0x7F else { return false }
            pairs += 1
            index += 2
        }
        return pairs >= 2
    }
}

/// A text file of the learner's read as UTF-8, or the sentence that says why it cannot be: its
/// encoding named when the bytes suggest one.
public enum LearnerTextFile {
    public static func read(_ url: URL) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw WorkspaceFileError.from(error, action: .read, path: url.path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw WorkspaceFileError(path: url.path, problem: UIText.LearnerFiles.notUTF8(looksLike: TextEncodingGuess.name(of: data)),
                                     fix: UIText.LearnerFiles.saveAsUTF8)
        }
        return text
    }
}
