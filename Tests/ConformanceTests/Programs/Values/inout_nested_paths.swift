// `inout` arguments that are long nested paths (`&doc.pages[1].blocks[0].lines`) and inout forwarded from one function to another.
struct Block {
    var lines: [String]
    var indent: Int
}

struct Page {
    var blocks: [Block]
}

struct Document {
    var pages: [Page]
    var meta: [String: [String]] = [:]
}

func indent(_ block: inout Block) {
    block.indent += 2
    for i in block.lines.indices {
        block.lines[i] = "  " + block.lines[i]
    }
}

func indentAll(_ page: inout Page) {
    for i in page.blocks.indices {
        indent(&page.blocks[i])
    }
}

func push(_ line: String, _ lines: inout [String]) {
    lines.append(line)
}

func pushTwice(_ line: String, _ lines: inout [String]) {
    push(line, &lines)
    push(line.uppercased(), &lines)
}

func main() {
    let block = Block(lines: ["a", "b"], indent: 0)
    var doc = Document(pages: [Page(blocks: [block]), Page(blocks: [block, block])])
    push("c", &doc.pages[1].blocks[0].lines)
    pushTwice("d", &doc.pages[1].blocks[1].lines)
    indent(&doc.pages[0].blocks[0])
    indentAll(&doc.pages[1])
    for (p, page) in doc.pages.enumerated() {
        for (b, blk) in page.blocks.enumerated() {
            print(p, b, blk.indent, blk.lines)
        }
    }

    pushTwice("tag", &doc.meta["tags", default: []])
    push("x", &doc.meta["tags"]!)
    print(doc.meta["tags"]!)

    var pages = [doc.pages[0]]
    indent(&pages[0].blocks[0])
    print(pages[0].blocks[0].indent, doc.pages[0].blocks[0].indent)
}
