/** The single row a statement such as `insert … returning` always answers. */
export const onlyRow = <Row>(rows: ReadonlyArray<Row>): Row => {
  const row = rows[0];
  if (row === undefined) throw new Error("the statement answered no row");
  return row;
};
