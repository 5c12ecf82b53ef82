/** The User Guide: FleetFolio's three-step flow, and where each step lives in the app. */
export function UserGuide() {
  return (
    <article aria-label="User Guide">
      <p>
        FleetFolio follows a load from booking to payment in three steps. Every record belongs to
        your company account: nobody else can see it.
      </p>
      <h4>Step 1: Plan a load</h4>
      <ol>
        <li>
          Open <strong>Load Planner</strong> and choose <strong>Add Planned Load</strong>.
        </li>
        <li>
          Enter the load number, customer, pickup and delivery places and dates, and the rate. As
          you type a customer or a place, your saved customers and their cities are suggested: arrow
          keys and Enter pick one, Escape closes the list.
        </li>
        <li>
          Saving adds the customer to your address book (
          <strong>Settings &amp; More → Customers</strong>), where you can add its email address for
          invoices.
        </li>
        <li>
          Store the rate confirmation in <strong>FileSafe</strong>, attached to the load.
        </li>
      </ol>
      <h4>Step 2: Create and run a trip</h4>
      <ol>
        <li>
          Choose <strong>Create Trip</strong> on the load (or <strong>Add Trip</strong> on the Trips
          tab), name the trip and assign a driver and a truck.
        </li>
        <li>
          The trip's miles come from the route through its stops (pickup, then delivery); correct
          them with <strong>Save Miles</strong> if the odometer says otherwise. The driver's pay
          follows the driver's pay rate per mile.
        </li>
        <li>
          <strong>Dispatch Trip</strong> sends it out: its loads become In Transit.
        </li>
        <li>
          Add fuel (gallons and state, for IFTA), tolls and other expenses with their receipts.
        </li>
        <li>
          <strong>Complete</strong> each stop as it happens: a completed delivery makes the load
          Delivered, and the trip is completed with its last stop.
        </li>
        <li>
          The <strong>Dispatch Board</strong> shows the week's trips by driver and truck; a driver
          or truck booked on two overlapping trips is marked Double-booked. Choose a trip to open
          it.
        </li>
      </ol>
      <h4>Step 3: Get paid</h4>
      <ol>
        <li>
          On <strong>Invoices</strong>, choose <strong>Add Invoice</strong>, pick the load and
          confirm the amount.
        </li>
        <li>
          <strong>Email Invoice</strong>, then <strong>Send</strong>: the customer receives the
          invoice PDF with the load's documents from FileSafe.
        </li>
        <li>
          Record each payment, with factoring fees or other deductions: the balance and status
          (Unpaid, Partial, Paid) follow to the cent.
        </li>
      </ol>
      <h4>Reports</h4>
      <p>
        <strong>Reports</strong> shows IFTA miles and fuel by state per quarter (editable), profit
        and loss by month, and driver and truck figures, each table with its totals; a truck's
        utilization is the share of its days in the fleet it spent on trips.{' '}
        <strong>Export Data</strong> downloads the open report as CSV. The{' '}
        <strong>Dashboard</strong> counts trips in progress, invoices awaiting payment and this
        month's revenue.
      </p>
    </article>
  );
}
