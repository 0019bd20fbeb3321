/** Words the endpoints area says. */
export const endpoints = {
	title: 'Endpoints'
};
