// Structs nested inside arrays inside structs are copied as a whole: a deep change in one copy leaves the other copy untouched.
struct Cell {
    var value: Int
    var label: String
}

struct Row {
    var cells: [Cell]
}

struct Table {
    var title: String
    var rows: [Row]
}

func dump(_ t: Table) {
    let body = t.rows.map { row in row.cells.map { "\($0.label)\($0.value)" }.joined(separator: ",") }
    print(t.title, body.joined(separator: " | "))
}

func main() {
    let row = Row(cells: [Cell(value: 1, label: "a"), Cell(value: 2, label: "b")])
    var table = Table(title: "T", rows: [row, row])
    let snapshot = table
    table.rows[0].cells[1].value = 20
    table.rows[1].cells.append(Cell(value: 3, label: "c"))
    table.title = "T2"
    dump(snapshot)
    dump(table)

    var extractedRow = table.rows[1]
    extractedRow.cells[0].label = "z"
    dump(table)
    print(extractedRow.cells.map { $0.label })

    var cell = table.rows[0].cells[0]
    cell.value = -1
    print(cell.value, table.rows[0].cells[0].value)

    var copies = [table, table]
    copies[0].rows[0].cells[0].value = 1000
    copies[1].rows.removeAll()
    dump(copies[0])
    dump(copies[1])
    dump(table)
    print(row.cells.map { $0.value })
}
